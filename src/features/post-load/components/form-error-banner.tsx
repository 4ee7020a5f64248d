import { useEffect, useRef } from 'react';
import { IonIcon } from '@ionic/react';
import { alertCircle } from 'ionicons/icons';

/** Why the load was not posted; brought into view, since the button is at the end of a long form. */
export function FormErrorBanner({ message }: { message: string | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // jsdom and older browsers lack scrollIntoView; the banner is still announced.
    if (message) ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [message]);
  if (!message) return null;
  return (
    <div ref={ref} className="post-load-banner" role="alert">
      <IonIcon icon={alertCircle} aria-hidden="true" />
      <p className="post-load-banner__text">{message}</p>
    </div>
  );
}
