import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import './icon-button.css';

type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> & {
  /** What the button does, for screen readers and as its tooltip: it has no visible text. */
  label: string;
  icon: ReactNode;
  /** md is a full touch target; sm sits inside a control (a field's clear button). */
  size?: 'sm' | 'md';
  ref?: Ref<HTMLButtonElement>;
};

/** A button that is only an icon: close, clear, previous month. */
export function IconButton({
  label,
  icon,
  size = 'md',
  className,
  type = 'button',
  ...button
}: IconButtonProps) {
  return (
    <button
      {...button}
      type={type}
      aria-label={label}
      title={button.title ?? label}
      className={`icon-button icon-button--${size}${className ? ` ${className}` : ''}`}
    >
      <span className="icon-button__icon" aria-hidden="true">
        {icon}
      </span>
    </button>
  );
}
