import type { AnchorHTMLAttributes, Ref } from 'react';
import { Link, type To } from 'react-router-dom';
import { classNames, Content, type CommonProps } from './button';

export type LinkButtonProps = CommonProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'children' | 'href'> & {
    to: To;
    replace?: boolean;
    state?: unknown;
    disabled?: boolean;
    ref?: Ref<HTMLAnchorElement>;
  };

/** The kit's Button as a react-router <Link>: a step within the app that looks like a button. */
export function LinkButton(props: LinkButtonProps) {
  const { variant, size, busy = false, icon, block, children, className, ...link } = props;
  const { disabled, onClick, ...anchor } = link;
  const inert = busy || disabled;
  return (
    <Link
      {...anchor}
      className={classNames({ variant, size, block, className, children })}
      aria-disabled={inert || undefined}
      aria-busy={busy || undefined}
      tabIndex={disabled ? -1 : anchor.tabIndex}
      onClick={(event) => {
        if (inert) event.preventDefault();
        else onClick?.(event);
      }}
    >
      <Content icon={icon} busy={busy}>
        {children}
      </Content>
    </Link>
  );
}
