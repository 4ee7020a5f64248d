import { Icon } from '../../../components/icon/icon';
import { refreshOutline } from '../../../components/icon/icons/refresh-outline';
import { trashOutline } from '../../../components/icon/icons/trash-outline';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog/dialog';
import { loadDriverDb } from '../../../lib/lazy-driver-db';
import { discardOutboxItems, retryOutboxItems } from '../outbox/outbox-item-actions';
import type { OutboxReplayer } from '../outbox/outbox-replayer';
import { Button } from '../../../components/ui/button/button';

type OutboxItemActionsProps = {
  ids: readonly number[];
  replayer: Pick<OutboxReplayer, 'kick'>;
  /** What is lost if discarded, said in the confirm, e.g. "The charge 'Toll' …". */
  discardText: string;
};

/** For writes the server refused: send them again, or give them up after a confirm. */
export function OutboxItemActions({ ids, replayer, discardText }: OutboxItemActionsProps) {
  const { t } = useTranslation('driver-page');
  const [confirming, setConfirming] = useState(false);

  const tryAgain = async () => {
    await retryOutboxItems(await loadDriverDb(), ids);
    await replayer.kick({ ignoreBackoff: true });
  };
  const discard = async () => {
    setConfirming(false);
    await discardOutboxItems(await loadDriverDb(), ids);
  };

  return (
    <div className="driver-page__item-actions">
      {/* Busy until the retry is queued and kicked: a double tap retries once. */}
      <Button icon={<Icon icon={refreshOutline} />} onClick={tryAgain}>
        {t('outbox.tryAgain')}
      </Button>
      <Button icon={<Icon icon={trashOutline} />} onClick={() => setConfirming(true)}>
        {t('outbox.discard')}
      </Button>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('outbox.discardTitle')}
        size="sm"
        actions={
          <>
            <Button size="lg" onClick={() => setConfirming(false)}>
              {t('outbox.keep')}
            </Button>
            <Button size="lg" variant="danger" onClick={discard}>
              {t('outbox.discardConfirm')}
            </Button>
          </>
        }
      >
        <p className="driver-page__dialog-text">{discardText}</p>
      </Dialog>
    </div>
  );
}
