import { useTranslation } from 'react-i18next';
import { LinkMessageScreen } from './link-message-screen';

/** While the link is checked: every visit's first screen, drawn ahead in the page the server sends. */
export function CheckingLinkScreen() {
  const { t } = useTranslation('driver-page');
  return (
    <LinkMessageScreen busy>
      <p className="driver-page__message-strong">{t('checking')}</p>
    </LinkMessageScreen>
  );
}
