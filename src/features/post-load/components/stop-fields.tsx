import { IonIcon } from '@ionic/react';
import { informationCircleOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { StopPrefix } from '../utils/post-load-form-values';
import { PlaceFields } from './place-fields';
import { StopContactFields } from './stop-contact-fields';
import { StopPointField } from './stop-point-field';

/**
 * One stop: its country and city, then, right under them, what helps the driver find it (the
 * address, whom to call, the exact point), optional but asked for.
 */
export function StopFields({ stop }: { stop: StopPrefix }) {
  const { t } = useTranslation('post-load');
  const hintId = `post-load-${stop}-details-hint`;
  return (
    <fieldset className="post-load-stop post-load-field--wide">
      <legend className="post-load-stop__title">{t(`stops.${stop}.title`)}</legend>
      <div className="post-load-section__grid">
        <PlaceFields stop={stop} />
        <p id={hintId} className="post-load-stop__hint post-load-field--wide">
          <IonIcon icon={informationCircleOutline} aria-hidden="true" />
          <span>{t(`stops.${stop}.hint`)}</span>
        </p>
        <StopContactFields stop={stop} />
        <StopPointField stop={stop} />
      </div>
    </fieldset>
  );
}
