import { Icon } from '../../../components/icon/icon';
import { alertCircle } from '../../../components/icon/icons/alert-circle';
import { useTranslation } from 'react-i18next';
import { statusLabelKey } from '../../../contract/statuses';
import type { OutboxRow } from '../../../lib/driver-db';
import type { OutboxReplayer } from '../outbox/outbox-replayer';
import { isPending, isQueuedProof, isQueuedStatus } from '../outbox/queued-items';
import { OutboxItemActions } from './outbox-item-actions';

type NeedsAttentionCardProps = {
  items: readonly OutboxRow[];
  replayer: Pick<OutboxReplayer, 'kick'>;
};

/**
 * Proofs of delivery, status changes and positions the server refused for good, each with its reason and what the
 * driver can do (charges show theirs in the Charges card). Positions go as one entry: a closed
 * link refuses every one of them for the same reason.
 */
export function NeedsAttentionCard({ items, replayer }: NeedsAttentionCardProps) {
  const { t } = useTranslation('driver-page');
  const refused = items.filter((item) => !isPending(item) && item.id !== undefined);
  const statuses = refused.filter(isQueuedStatus);
  const proofs = refused.filter(isQueuedProof);
  const positions = refused.filter((item) => item.kind === 'position');
  if (statuses.length === 0 && proofs.length === 0 && positions.length === 0) return null;

  return (
    <section
      className="driver-page__card driver-page__attention"
      aria-labelledby="driver-attention-title"
    >
      <h2 id="driver-attention-title" className="driver-page__card-title">
        <Icon icon={alertCircle} aria-hidden="true" />
        {t('outbox.attentionTitle')}
      </h2>
      <ul className="driver-page__attention-list">
        {proofs.map((item) => (
          <li
            key={item.id}
            className="driver-page__attention-item"
            aria-label={t('delivery.attentionItem')}
          >
            <p className="driver-page__attention-what">{t('delivery.attentionItem')}</p>
            <p className="driver-page__attention-why">{item.lastError ?? t('delivery.failed')}</p>
            <OutboxItemActions
              ids={[item.id as number]}
              replayer={replayer}
              discardText={t('delivery.discard')}
            />
          </li>
        ))}
        {statuses.map((item) => {
          const label = t('outbox.statusItem', {
            status: t(statusLabelKey(item.body.status)),
          });
          return (
            <li key={item.id} className="driver-page__attention-item" aria-label={label}>
              <p className="driver-page__attention-what">{label}</p>
              <p className="driver-page__attention-why">
                {item.lastError ?? t('errors.statusFailed')}
              </p>
              <OutboxItemActions
                ids={[item.id as number]}
                replayer={replayer}
                discardText={t('outbox.discardStatus', {
                  status: t(statusLabelKey(item.body.status)),
                })}
              />
            </li>
          );
        })}
        {positions.length > 0 && (
          <li
            className="driver-page__attention-item"
            aria-label={t('outbox.positionsItem', { count: positions.length })}
          >
            <p className="driver-page__attention-what">
              {t('outbox.positionsItem', { count: positions.length })}
            </p>
            <p className="driver-page__attention-why">
              {positions.find((item) => item.lastError)?.lastError ?? t('outbox.positionFailed')}
            </p>
            <OutboxItemActions
              ids={positions.map((item) => item.id as number)}
              replayer={replayer}
              discardText={t('outbox.discardPositions', { count: positions.length })}
            />
          </li>
        )}
      </ul>
    </section>
  );
}
