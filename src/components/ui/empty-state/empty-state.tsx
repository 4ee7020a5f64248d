import type { ReactNode } from 'react';
import type { To } from 'react-router-dom';
import { Button } from '../button/button';
import { LinkButton } from '../button/link-button';
import './empty-state.css';

export type EmptyStateAction = {
  label: string;
  /** A route to go to, or a handler (e.g. opening the Add dialog). */
  to?: To;
  onClick?: () => unknown;
  icon?: ReactNode;
};

type EmptyStateProps = {
  /** An illustration-sized icon, e.g. `<IonIcon icon={SECTION_ICONS.trucks} />`. */
  icon?: ReactNode;
  title: string;
  text?: ReactNode;
  /** The one thing to do about it: always offered as the screen's primary button. */
  action?: EmptyStateAction;
  /** The heading's level in the page's outline; a list's empty state sits under its section's h2. */
  headingLevel?: 2 | 3 | 4;
};

/** Nothing to show yet: say so, say why it matters, and offer the one next step. */
export function EmptyState({ icon, title, text, action, headingLevel = 3 }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="empty-state" role="status">
      {icon && (
        <span className="empty-state__icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <Heading className="empty-state__title">{title}</Heading>
      {text && <p className="empty-state__text">{text}</p>}
      {action &&
        (action.to !== undefined ? (
          <LinkButton variant="primary" to={action.to} icon={action.icon}>
            {action.label}
          </LinkButton>
        ) : (
          <Button variant="primary" onClick={action.onClick} icon={action.icon}>
            {action.label}
          </Button>
        ))}
    </div>
  );
}
