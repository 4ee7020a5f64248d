import { Spinner } from '../../../components/spinner/spinner';
import { TripPriceLines } from '../../../components/trip-price/trip-price-lines';
import type { TripPrice } from '../../../contract/trip-price';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';
import { useLinkDetails } from '../api/link-details';
import type { LinkAccess } from '../api/link-headers';
import type { OutboxReplayer } from '../outbox/outbox-replayer';
import type { QueuedCharge } from '../outbox/queued-items';
import { failureMessage } from '../utils/failure-message';
import { ChargeItem } from './charge-item';
import { ErrorBanner } from './error-banner';
import { QueuedChargeItem } from './queued-charge-item';
import { Button } from '../../../components/ui/button/button';

type ChargesCardProps = {
  access: LinkAccess;
  currency: string;
  /** What the trip costs, as the shipper and the provider see it. */
  price: TripPrice;
  /** Charges still on this phone, in the order added; shown above the server's. */
  queued: readonly QueuedCharge[];
  replayer: Pick<OutboxReplayer, 'kick'>;
};

/**
 * The link's charges, then what the trip costs in its own currency: base price plus approved
 * charges, the same total the shipper and the provider see.
 */
export function ChargesCard({ access, currency, price, queued, replayer }: ChargesCardProps) {
  const { t } = useTranslation('driver-page');
  const details = useLinkDetails(access);
  const money = (amount: number) => formatMoney(amount, currency);

  let body;
  if (details.isPending) {
    body = <Spinner aria-label={t('loadingTrip')} />;
  } else if (details.isError) {
    body = (
      <>
        <ErrorBanner
          message={failureMessage(details.error, {
            failed: t('errors.linkFailed'),
            error: t('errors.linkError'),
          })}
        />
        <Button size="lg" onClick={() => details.refetch()}>
          {t('retry')}
        </Button>
      </>
    );
  } else if (!details.data) {
    body = <ErrorBanner message={t('errors.noDetails')} />;
  } else if (details.data.charges.length === 0) {
    body = queued.length === 0 && <p className="driver-page__muted">{t('charges.empty')}</p>;
  } else {
    body = (
      <ul className="driver-page__charges">
        {details.data.charges.map((charge) => (
          <ChargeItem key={charge._id} access={access} charge={charge} money={money} />
        ))}
      </ul>
    );
  }

  return (
    <section className="driver-page__card" aria-labelledby="driver-charges-title">
      <h2 id="driver-charges-title" className="driver-page__card-title">
        {t('charges.title')}
      </h2>
      {queued.length > 0 && (
        <ul className="driver-page__charges" aria-label={t('charges.queuedTitle')}>
          {queued.map((item) => (
            <QueuedChargeItem key={item.id} item={item} replayer={replayer} money={money} />
          ))}
        </ul>
      )}
      {body}
      <TripPriceLines price={price} currency={currency} />
    </section>
  );
}
