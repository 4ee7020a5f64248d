import { useTranslation } from 'react-i18next';
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
        <button
          type="button"
          className="status-screen__action"
          onClick={() => window.location.reload()}
        >
          {t('routeError.reload')}
        </button>
      }
    />
  );
}
