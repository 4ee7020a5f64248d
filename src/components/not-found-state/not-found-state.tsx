import { useEffect, useId, useRef } from 'react';
import { IonIcon } from '@ionic/react';
import { arrowBack, searchOutline } from 'ionicons/icons';
import { Link } from 'react-router-dom';
import './not-found-state.css';

type NotFoundStateProps = {
  title: string;
  message: string;
  /** The list the thing would be in: the one way on, so it is the page's main button. */
  backTo: string;
  backLabel: string;
};

/**
 * A details address whose load or trip does not exist, or is not this user's (the API answers
 * both alike): says so plainly and leads back to the list, instead of an error to retry.
 */
export function NotFoundState({ title, message, backTo, backLabel }: NotFoundStateProps) {
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // It replaces the page the user asked for: move focus to what it says.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section className="not-found-state" aria-labelledby={titleId}>
      <IonIcon icon={searchOutline} className="not-found-state__icon" aria-hidden="true" />
      <h2 id={titleId} ref={headingRef} tabIndex={-1} className="not-found-state__title">
        {title}
      </h2>
      <p className="not-found-state__message">{message}</p>
      {/* In place of the missing page, so Back does not return to it. */}
      <Link to={backTo} replace className="not-found-state__action">
        <IonIcon icon={arrowBack} flipRtl aria-hidden="true" />
        <span>{backLabel}</span>
      </Link>
    </section>
  );
}
