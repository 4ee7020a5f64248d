import { useTranslation } from 'react-i18next';
import { InlineAlert } from '../../../components/inline-alert/inline-alert';

/** docs/product.md §8: 'Failed to fetch notifications', with docs/product.md §2's 'Try Again'. */
export function NotificationsError({
  onRetry,
  retrying,
}: {
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation('notifications');
  return <InlineAlert message={t('error')} onRetry={onRetry} retrying={retrying} />;
}
