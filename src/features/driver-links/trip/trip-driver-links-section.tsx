import { IonIcon } from '@ionic/react';
import { addOutline, informationCircleOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner/spinner';
import { InlineAlert } from '../../../components/inline-alert/inline-alert';
import { Button } from '../../../components/ui/button/button';
import type { TripDetails } from '../../../contract/trips';
import { failureMessage } from '../../../lib/failure-message';
import { useTripDriverLinks } from '../api/trip-driver-links';
import { DriverLinkDetailsDialog } from '../details/driver-link-details-dialog';
import { CreateDriverLinkDialog } from './create-driver-link-dialog';
import { createLinkBlocker } from './create-link-blocker';
import { TripDriverLinkItem } from './trip-driver-link-item';
import '../driver-links.css';

const BLOCKER_TEXT = {
  tripEnded: 'section.tripEnded',
  noDriver: 'section.noDriver',
  noTruck: 'section.noTruck',
  activeExists: 'section.activeExists',
} as const;

type TripDriverLinksSectionProps = {
  trip: TripDetails;
  /** The Create dialog and the open link's details: the panel's next step opens them too. */
  creating: boolean;
  onCreatingChange: (creating: boolean) => void;
  openLinkId: string | null;
  onOpenLinkChange: (linkId: string | null) => void;
};

/**
 * docs/product.md §2 Trip Details, providers only: the trip's tracking links (a list that scrolls past
 * 15rem), each opening its details, and Create Driver Tracking Link while the rules allow one.
 * Its buttons are secondary: the panel's next step is the loud one.
 */
export function TripDriverLinksSection({
  trip,
  creating,
  onCreatingChange,
  openLinkId,
  onOpenLinkChange,
}: TripDriverLinksSectionProps) {
  const { t } = useTranslation('driver-links');
  const query = useTripDriverLinks(trip._id, trip.driverId);
  const links = query.data;
  const blocker = links ? createLinkBlocker(trip, links) : null;
  const blockerId = `trip-links-blocker-${trip._id}`;

  return (
    <section className="trip-details__card trip-links" aria-labelledby="trip-details-links">
      <div className="trip-links__header">
        <h3 id="trip-details-links" className="trip-details__card-title">
          {t('section.title')}
        </h3>
        <Button
          variant="secondary"
          icon={<IonIcon icon={addOutline} />}
          onClick={() => onCreatingChange(true)}
          disabled={!links || blocker !== null}
          aria-describedby={blocker ? blockerId : undefined}
        >
          {t('section.create')}
        </Button>
      </div>
      {blocker && (
        <p id={blockerId} className="link-notice" data-tone="info">
          <IonIcon icon={informationCircleOutline} aria-hidden="true" />
          <span>{t(BLOCKER_TEXT[blocker])}</span>
        </p>
      )}
      {query.isPending && (
        <p className="links-loading" role="status">
          <Spinner aria-hidden="true" />
          <span>{t('common:loading')}</span>
        </p>
      )}
      {query.isError && (
        <InlineAlert
          message={failureMessage(query.error, {
            failed: t('errors.fetchFailed'),
            error: t('errors.fetch'),
          })}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      )}
      {links && links.length === 0 && <p className="links-muted">{t('section.empty')}</p>}
      {links && links.length > 0 && (
        // Focusable so keyboard users can scroll the list when it passes 15rem.
        <ul className="trip-links__list" aria-label={t('section.listLabel')} tabIndex={0}>
          {links.map((link) => (
            <TripDriverLinkItem
              key={link._id}
              link={link}
              onOpen={() => onOpenLinkChange(link._id)}
            />
          ))}
        </ul>
      )}
      <CreateDriverLinkDialog open={creating} trip={trip} onClose={() => onCreatingChange(false)} />
      <DriverLinkDetailsDialog linkId={openLinkId} onClose={() => onOpenLinkChange(null)} />
    </section>
  );
}
