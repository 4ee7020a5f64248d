import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner/spinner';

/** The verified link while its trip (or the code that shows it) is still on its way. */
export function TripLoadingScreen() {
  const { t } = useTranslation('driver-page');
  return (
    <main className="driver-page driver-page--message">
      <Spinner className="driver-page__spinner" aria-label={t('loadingTrip')} />
    </main>
  );
}
