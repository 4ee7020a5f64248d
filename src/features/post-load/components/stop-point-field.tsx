import { useState } from 'react';
import { IonIcon } from '@ionic/react';
import { locationOutline } from 'ionicons/icons';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';
import { currentFormatLocale } from '../../../lib/current-language';
import { nearestPlace, type LngLat } from '../../../lib/gazetteer';
import { useReferenceLabels } from '../../../lib/reference-names/use-reference-labels';
import type { PostLoadFormValues, StopPrefix } from '../utils/post-load-form-values';
import { StopPointDialog } from './stop-point-dialog';

/** The stop's exact point: set on a map in a dialog, then named by the nearest place. */
export function StopPointField({ stop }: { stop: StopPrefix }) {
  const { t } = useTranslation('post-load');
  const { setValue, getValues } = useFormContext<PostLoadFormValues>();
  const [country, city, point] = useWatch<
    PostLoadFormValues,
    [`${StopPrefix}Country`, `${StopPrefix}City`, `${StopPrefix}Coordinates`]
  >({ name: [`${stop}Country`, `${stop}City`, `${stop}Coordinates`] });
  const [open, setOpen] = useState(false);
  const id = `post-load-${stop}-point`;

  const setPoint = (next: LngLat | null) =>
    setValue(`${stop}Coordinates`, next, { shouldDirty: true });

  const use = (next: LngLat, placeName: string | null) => {
    setPoint(next);
    // A searched street or landmark is a fair start for the address, never the city again.
    const addressName = `${stop}Address` as const;
    if (placeName && placeName !== city && !getValues(addressName).trim()) {
      setValue(addressName, placeName, { shouldDirty: true });
    }
    setOpen(false);
  };

  return (
    <div className="post-load-field post-load-field--wide">
      <span id={`${id}-label`} className="post-load-field__label">
        {t(`fields.${stop}Coordinates`)}
      </span>
      <div className="post-load-point" role="group" aria-labelledby={`${id}-label`}>
        <IonIcon icon={locationOutline} className="post-load-point__icon" aria-hidden="true" />
        <p id={`${id}-summary`} className="post-load-point__text" data-empty={!point || undefined}>
          {point ? <PointSummary point={point} /> : t('point.none')}
        </p>
        {point ? (
          <span className="post-load-point__actions">
            <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
              {t('point.change')}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setPoint(null)}>
              {t('point.remove')}
            </Button>
          </span>
        ) : (
          <button
            type="button"
            className="post-load-picker"
            disabled={!city}
            aria-describedby={city ? `${id}-summary` : `${id}-hint`}
            onClick={() => setOpen(true)}
          >
            {t('point.set')}
          </button>
        )}
      </div>
      {!city && (
        <p id={`${id}-hint`} className="post-load-field__hint">
          {t('point.needsCity')}
        </p>
      )}
      {open && (
        <StopPointDialog
          stop={stop}
          country={country}
          city={city}
          point={point}
          onUse={use}
          onClose={() => setOpen(false)}
        />
      )}
    </div>
  );
}

function PointSummary({ point }: { point: LngLat }) {
  const { t } = useTranslation('post-load');
  const labels = useReferenceLabels();
  const near = nearestPlace(point);
  const degrees = new Intl.NumberFormat(currentFormatLocale(), { maximumFractionDigits: 5 });
  const where = { lat: degrees.format(point[1]), lng: degrees.format(point[0]) };
  return near
    ? t('point.near', {
        place: labels.city(near.name),
        country: labels.country(near.country),
        ...where,
      })
    : t('point.at', where);
}
