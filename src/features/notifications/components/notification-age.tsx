import { useTranslation } from 'react-i18next';
import { ageText, formatDateTime } from '../../../lib/format';

/** docs/product.md §9 age text ('Just Now', '5 mins ago', 'Yesterday 4:10 PM' …), the full time on hover. */
export function NotificationAge({ createdAt }: { createdAt: string }) {
  const { t } = useTranslation('notifications');
  const { key, ...values } = ageText(createdAt);
  return (
    <time
      className="notification-item__date"
      dateTime={createdAt}
      title={formatDateTime(createdAt)}
    >
      {t(`age.${key}`, values)}
    </time>
  );
}
