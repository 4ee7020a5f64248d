import { lockClosedOutline } from '../../../components/icon/icons/lock-closed-outline';
import { useTranslation } from 'react-i18next';
import { LinkMessageScreen } from './link-message-screen';

/** docs/product.md §2: the link is bound to another device or no longer active; the provider can help. */
export function AccessDeniedScreen() {
  const { t } = useTranslation('driver-page');
  return (
    <LinkMessageScreen title={t('screens.deniedTitle')} icon={lockClosedOutline} tone="danger">
      <p>{t('screens.deniedBody')}</p>
      <p className="driver-page__message-strong">{t('screens.deniedHelp')}</p>
    </LinkMessageScreen>
  );
}
