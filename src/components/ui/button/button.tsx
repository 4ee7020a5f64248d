import {
  useRef,
  useState,
  type AnchorHTMLAttributes,
  type ButtonHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { Spinner } from '../../spinner/spinner';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export type CommonProps = {
  /** primary: the one thing to do now; secondary: the other choices; ghost: quiet; danger: destroys. */
  variant?: ButtonVariant;
  /** Every size is at least a touch target high; sm is tighter, lg is the driver's thumb size. */
  size?: ButtonSize;
  /** Shows a spinner in place of the label (keeping the width) and refuses clicks until false. */
  busy?: boolean;
  /** Drawn before the label, e.g. `<IonIcon icon={addOutline} />`; hidden from screen readers. */
  icon?: ReactNode;
  /** Full width of its container, e.g. the one action of a phone form. */
  block?: boolean;
  children: ReactNode;
};

type ButtonElementProps = CommonProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'onClick'> & {
    href?: undefined;
    ref?: Ref<HTMLButtonElement>;
    /** A returned promise keeps the button busy until it settles, so a double click acts once. */
    onClick?: (event: MouseEvent<HTMLButtonElement>) => unknown;
  };

type AnchorElementProps = CommonProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'children'> & {
    /** A plain <a> that looks like this button: a URL outside the app (maps, tel:). */
    href: string;
    ref?: Ref<HTMLAnchorElement>;
  };

export type ButtonProps = ButtonElementProps | AnchorElementProps;

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}

export function classNames(props: CommonProps & { className?: string }): string {
  const { variant = 'secondary', size = 'md', block, className } = props;
  return ['button', `button--${variant}`, `button--${size}`, block && 'button--block', className]
    .filter(Boolean)
    .join(' ');
}

export function Content({ icon, busy, children }: Pick<CommonProps, 'icon' | 'busy' | 'children'>) {
  return (
    <>
      {/* The label stays (invisible) while busy so the button keeps its width. */}
      <span className="button__content">
        {icon && (
          <span className="button__icon" aria-hidden="true">
            {icon}
          </span>
        )}
        <span className="button__label">{children}</span>
      </span>
      {busy && <Spinner className="button__spinner" aria-hidden="true" />}
    </>
  );
}

/**
 * The app's one button (issue 18: screens never restyle a button). A <button> by default, a plain
 * <a> with `href`; ./link-button.tsx is the same button as a react-router <Link>, apart so that a
 * page without the router (a driver's link) does not load it. While busy it stays focusable (aria-disabled, not disabled, so
 * focus is not thrown to the page) but ignores clicks and does not submit its form.
 */
export function Button(props: ButtonProps) {
  const [ownBusy, setOwnBusy] = useState(false);
  // A ref, not state: a second click in the same frame must see the first one's pending work.
  const running = useRef(false);

  if (props.href !== undefined) {
    const { variant, size, busy, icon, block, children, className, ...anchor } = props;
    return (
      <a {...anchor} className={classNames({ variant, size, block, className, children })}>
        <Content icon={icon} busy={busy}>
          {children}
        </Content>
      </a>
    );
  }

  const {
    variant,
    size,
    busy: busyProp = false,
    icon,
    block,
    children,
    className,
    onClick,
    type = 'button',
    ...button
  } = props;
  const busy = busyProp || ownBusy;

  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    if (busy || running.current) {
      // Also stops a submit button from submitting its form a second time.
      event.preventDefault();
      return;
    }
    const result = onClick?.(event);
    if (!isThenable(result)) return;
    running.current = true;
    setOwnBusy(true);
    const settle = () => {
      running.current = false;
      setOwnBusy(false);
    };
    result.then(settle, settle);
  }

  return (
    <button
      {...button}
      type={type}
      className={classNames({ variant, size, block, className, children })}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={handleClick}
    >
      <Content icon={icon} busy={busy}>
        {children}
      </Content>
    </button>
  );
}
