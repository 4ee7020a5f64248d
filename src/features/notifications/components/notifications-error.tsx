import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../components/retry-alert/retry-alert';

/** SPEC §8: 'Failed to fetch notifications', with SPEC §2's 'Try Again'. */
export function NotificationsError({
  onRetry,
  retrying,
}: {
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation('notifications');
  return <RetryAlert message={t('error')} onRetry={onRetry} retrying={retrying} />;
}
