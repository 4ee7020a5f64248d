import { useTranslation } from 'react-i18next';
import { StatusScreen } from './status-screen';

/** Shown while the first route's code loads. */
export function AppLoadingScreen() {
  const { t } = useTranslation();
  return <StatusScreen busy message={t('loading')} />;
}
