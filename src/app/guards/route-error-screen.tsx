import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button/button';
import { StatusScreen } from './status-screen';

/** Route error boundary: a failed page chunk (often a new deployment) or a render error. */
export function RouteErrorScreen() {
  const { t } = useTranslation('app');
  return (
    <StatusScreen
      tone="error"
      title={t('routeError.title')}
      message={t('routeError.message')}
      action={
        <Button variant="primary" size="lg" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </Button>
      }
    />
  );
}
