import { useTranslation } from 'react-i18next';
import { DeliveryProofCard } from '../../../components/delivery-proof/delivery-proof-card';
import { Dialog } from '../../../components/dialog/dialog';
import { Spinner } from '../../../components/spinner/spinner';
import { InlineAlert } from '../../../components/inline-alert/inline-alert';
import { failureMessage } from '../../../lib/failure-message';
import { useDriverLinkDetails } from '../api/driver-link-details';
import { LinkChargesSection } from '../charges/link-charges-section';
import { LinkSharePanel } from '../share/link-share-panel';
import { DeactivateLinkControl } from './deactivate-link-control';
import { DriverLinkOverview } from './driver-link-overview';
import '../driver-links.css';

type DriverLinkDetailsDialogProps = {
  /** The link's _id; null keeps the dialog closed. */
  linkId: string | null;
  onClose: () => void;
};

/**
 * docs/product.md §2 Driver Link Details, from a row of /driver-links or a trip's link list: state, trip,
 * driver, the link to copy or share, the driver's charges to decide, the proof of delivery once
 * sent, and Deactivate Link.
 */
export function DriverLinkDetailsDialog({ linkId, onClose }: DriverLinkDetailsDialogProps) {
  const { t } = useTranslation('driver-links');
  const query = useDriverLinkDetails(linkId);
  const details = query.data;
  const link = details?.link;

  return (
    <Dialog
      open={linkId !== null}
      onClose={onClose}
      size="lg"
      fullScreenOnPhone
      title={link ? t('details.title', { id: link.id }) : t('details.loadingTitle')}
      actions={link?.isActive && <DeactivateLinkControl key={link._id} linkId={link._id} />}
    >
      {!details && query.isPending && (
        <p className="links-loading" role="status">
          <Spinner aria-hidden="true" />
          <span>{t('details.loading')}</span>
        </p>
      )}
      {!details && query.isError && (
        <InlineAlert
          message={failureMessage(query.error, {
            failed: t('errors.detailsFailed'),
            error: t('errors.details'),
          })}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      )}
      {details && (
        <div className="link-details">
          <DriverLinkOverview link={details.link} />
          <LinkSharePanel link={details.link} />
          <LinkChargesSection charges={details.charges} currency={details.link.tripId.currency} />
          {details.deliveryProof && <DeliveryProofCard proof={details.deliveryProof} />}
        </div>
      )}
    </Dialog>
  );
}
