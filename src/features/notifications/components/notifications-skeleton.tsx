import { useTranslation } from 'react-i18next';

const PLACEHOLDER_ITEMS = 5;

/** The list's shape while the first page loads, so nothing jumps when it arrives. */
export function NotificationsSkeleton() {
  const { t } = useTranslation('notifications');
  return (
    <div className="notifications-skeleton" role="status">
      <span className="visually-hidden">{t('list.loading')}</span>
      {Array.from({ length: PLACEHOLDER_ITEMS }, (_, index) => (
        <div key={index} className="notifications-skeleton__item" aria-hidden="true">
          <span className="notifications-skeleton__icon" />
          <span className="notifications-skeleton__lines">
            <span className="notifications-skeleton__line notifications-skeleton__line--title" />
            <span className="notifications-skeleton__line" />
          </span>
        </div>
      ))}
    </div>
  );
}
