import { useId, type MouseEventHandler, type ReactNode } from 'react';
import { Link, type To } from 'react-router-dom';
import { Icon } from '../../icon/icon';
import { chevronForward } from '../../icon/icons/chevron-forward';
import './card.css';

type CommonProps = {
  title?: ReactNode;
  /** A line under the title, e.g. a quote's provider and time. */
  subtitle?: ReactNode;
  children?: ReactNode;
};

type StaticCardProps = CommonProps & {
  as?: 'section';
  /** The title's level in the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** Buttons at the header's end, e.g. 'Update Details'. */
  actions?: ReactNode;
};

type ButtonCardProps = CommonProps & {
  as: 'button';
  onClick: MouseEventHandler<HTMLButtonElement>;
  /** Names the action when the content alone does not, e.g. 'View & pay'. */
  'aria-label'?: string;
};

type LinkCardProps = CommonProps & {
  as: 'link';
  to: To;
  'aria-label'?: string;
  /** Runs as the link is followed, e.g. marking a notification read. */
  onClick?: MouseEventHandler<HTMLAnchorElement>;
};

export type CardProps = StaticCardProps | ButtonCardProps | LinkCardProps;

/** What an interactive card holds: only phrasing content fits inside a button or a link. */
function InteractiveContent({ title, subtitle, children }: CommonProps) {
  return (
    <>
      <span className="card__body">
        {title && <span className="card__title">{title}</span>}
        {subtitle && <span className="card__subtitle">{subtitle}</span>}
        {children && <span className="card__content">{children}</span>}
      </span>
      <Icon icon={chevronForward} flipRtl className="card__chevron" aria-hidden="true" />
    </>
  );
}

/**
 * A surface for one thing. Static: a titled section with optional header actions. Interactive
 * (`as="button"` or `as="link"`): the whole card is one control that plainly looks clickable
 * (a chevron, a hover and a focus ring), e.g. a quote card that opens the quote.
 */
export function Card(props: CardProps) {
  const titleId = useId();
  if (props.as === 'button') {
    const { onClick, 'aria-label': ariaLabel, ...content } = props;
    return (
      <button
        type="button"
        className="card card--interactive"
        aria-label={ariaLabel}
        onClick={onClick}
      >
        <InteractiveContent {...content} />
      </button>
    );
  }
  if (props.as === 'link') {
    const { to, 'aria-label': ariaLabel, onClick, ...content } = props;
    return (
      <Link to={to} className="card card--interactive" aria-label={ariaLabel} onClick={onClick}>
        <InteractiveContent {...content} />
      </Link>
    );
  }

  const { title, subtitle, children, actions, headingLevel = 2 } = props;
  const Heading = `h${headingLevel}` as const;
  const hasHeader = Boolean(title || actions);
  return (
    <section className="card" aria-labelledby={title ? titleId : undefined}>
      {hasHeader && (
        <header className="card__header">
          <div className="card__heading">
            {title && (
              <Heading id={titleId} className="card__title">
                {title}
              </Heading>
            )}
            {subtitle && <p className="card__subtitle">{subtitle}</p>}
          </div>
          {actions && <div className="card__actions">{actions}</div>}
        </header>
      )}
      {children}
    </section>
  );
}
