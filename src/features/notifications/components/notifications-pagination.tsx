import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';
import type { NotificationPagination } from '../../../contract/notifications';

type NotificationsPaginationProps = {
  pagination: NotificationPagination;
  /** True while the next page loads: the buttons wait for it. */
  busy: boolean;
  onPageChange: (page: number) => void;
};

/** Previous / Next and 'Page x of y', driven by the server's pagination fields (docs/product.md §3). */
export function NotificationsPagination({
  pagination,
  busy,
  onPageChange,
}: NotificationsPaginationProps) {
  const { t } = useTranslation('notifications');
  const { currentPage, totalPages, totalCount, hasPrevPage, hasNextPage } = pagination;
  return (
    <nav className="notifications-pagination" aria-label={t('pagination.label')}>
      <p className="notifications-pagination__total">
        {t('pagination.total', { count: totalCount })}
      </p>
      <div className="notifications-pagination__controls">
        <Button
          variant="secondary"
          disabled={busy || !hasPrevPage}
          onClick={() => onPageChange(currentPage - 1)}
        >
          {t('pagination.previous')}
        </Button>
        <span className="notifications-pagination__page" aria-live="polite">
          {t('pagination.page', { page: currentPage, totalPages: Math.max(totalPages, 1) })}
        </span>
        <Button
          variant="secondary"
          disabled={busy || !hasNextPage}
          onClick={() => onPageChange(currentPage + 1)}
        >
          {t('pagination.next')}
        </Button>
      </div>
    </nav>
  );
}
