import { Icon } from '../../../components/icon/icon';
import { refreshOutline } from '../../../components/icon/icons/refresh-outline';
import { trashOutline } from '../../../components/icon/icons/trash-outline';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog/dialog';
import { driverDb } from '../../../lib/driver-db';
import { discardOutboxItems, retryOutboxItems } from '../outbox/outbox-item-actions';
import type { OutboxReplayer } from '../outbox/outbox-replayer';

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
    await retryOutboxItems(driverDb(), ids);
    await replayer.kick({ ignoreBackoff: true });
  };
  const discard = async () => {
    setConfirming(false);
    await discardOutboxItems(driverDb(), ids);
  };

  return (
    <div className="driver-page__item-actions">
      <button type="button" className="driver-page__button" onClick={() => void tryAgain()}>
        <Icon icon={refreshOutline} aria-hidden="true" />
        {t('outbox.tryAgain')}
      </button>
      <button
        type="button"
        className="driver-page__button driver-page__button--danger"
        onClick={() => setConfirming(true)}
      >
        <Icon icon={trashOutline} aria-hidden="true" />
        {t('outbox.discard')}
      </button>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('outbox.discardTitle')}
        size="sm"
        actions={
          <>
            <button
              type="button"
              className="driver-page__button driver-page__button--secondary"
              onClick={() => setConfirming(false)}
            >
              {t('outbox.keep')}
            </button>
            <button
              type="button"
              className="driver-page__button driver-page__button--danger-solid"
              onClick={() => void discard()}
            >
              {t('outbox.discardConfirm')}
            </button>
          </>
        }
      >
        <p className="driver-page__dialog-text">{discardText}</p>
      </Dialog>
    </div>
  );
}
