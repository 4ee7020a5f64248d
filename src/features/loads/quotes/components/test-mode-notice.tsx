import { IonIcon } from '@ionic/react';
import { flaskOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { TEST_CARDS } from '../../../../contract/payments';
import { cardNumberInSentence } from '../utils/card-input';

/** docs/architecture.md §4: the UI says plainly that test mode charges no card, and which cards to use. */
export function TestModeNotice() {
  const { t } = useTranslation('payments');
  return (
    <div className="payment-test-notice">
      <IonIcon icon={flaskOutline} aria-hidden="true" className="payment-test-notice__icon" />
      <div>
        <p className="payment-test-notice__title">{t('testCard.notice')}</p>
        <p className="payment-test-notice__hint">
          {t('testCard.hint', {
            succeeds: cardNumberInSentence(TEST_CARDS.succeeds),
            declined: cardNumberInSentence(TEST_CARDS.declined),
          })}
        </p>
      </div>
    </div>
  );
}
