import { IonIcon } from '@ionic/react';
import { createOutline, flagOutline, locateOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';
import type { LoadStatus, Stop } from '../../../contract/loads';
import { useReferenceLabels } from '../../../lib/reference-names/use-reference-labels';
import { canEditStop, stopEditLabelKey, type StopKind } from './stop-edit-rules';

type StopCardProps = {
  kind: StopKind;
  stop: Stop;
  status: LoadStatus;
  onEdit: () => void;
};

/** A pickup or delivery stop with its contact, and the edit button while docs/product.md §4 allows it. */
export function StopCard({ kind, stop, status, onEdit }: StopCardProps) {
  const { t } = useTranslation('load-details');
  const labels = useReferenceLabels();
  const titleId = `load-details-${kind}`;
  const rows = [
    { key: 'place', label: t('stops.place'), value: labels.place(stop) },
    { key: 'address', label: t('stops.address'), value: stop.address },
    { key: 'contactPerson', label: t('stops.contactPerson'), value: stop.contactPerson },
    { key: 'contactNumber', label: t('stops.contactNumber'), value: stop.contactNumber, ltr: true },
    {
      key: 'exactLocation',
      label: t('stops.exactLocation'),
      value: stop.coordinates ? t('stops.pinned') : null,
    },
  ];
  return (
    <section className="load-details__card stop-card" aria-labelledby={titleId}>
      <header className="stop-card__header">
        <IonIcon
          icon={kind === 'source' ? locateOutline : flagOutline}
          className="stop-card__icon"
          data-kind={kind}
          aria-hidden="true"
        />
        <h3 id={titleId} className="load-details__card-title">
          {t(`stops.${kind}Title`)}
        </h3>
        {canEditStop(kind, status) && (
          <Button
            size="sm"
            className="stop-card__edit"
            icon={<IonIcon icon={createOutline} />}
            onClick={onEdit}
            aria-describedby={titleId}
          >
            {t(stopEditLabelKey(stop))}
          </Button>
        )}
      </header>
      <dl className="stop-card__details">
        {rows.map((row) => (
          <div key={row.key} className="stop-card__row">
            <dt>{row.label}</dt>
            <dd data-empty={!row.value || undefined} dir={row.ltr && row.value ? 'ltr' : undefined}>
              {row.value || t('stops.notProvided')}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
