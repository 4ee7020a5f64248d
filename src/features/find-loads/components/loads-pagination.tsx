import { IonIcon } from '@ionic/react';
import { chevronBackOutline, chevronForwardOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';
import { pageRange } from '../utils/page-range';

type LoadsPaginationProps = {
  page: number;
  totalPages: number;
  total: number;
  limit: number;
  /** True while the next page loads: the buttons wait for it. */
  busy: boolean;
  onPageChange: (page: number) => void;
};

/** 'Showing x to y of n loads', Previous/Next and 'Page p of n' (docs/product.md §2). */
export function LoadsPagination({
  page,
  totalPages,
  total,
  limit,
  busy,
  onPageChange,
}: LoadsPaginationProps) {
  const { t } = useTranslation('find-loads');
  const { from, to } = pageRange(page, limit, total);
  const pages = Math.max(totalPages, 1);

  return (
    <nav className="find-loads-pagination" aria-label={t('pagination.label')}>
      <p className="find-loads-pagination__summary">
        {t('pagination.showing', { from, to, total })}
      </p>
      <div className="find-loads-pagination__controls">
        <Button
          disabled={busy || page <= 1}
          icon={<IonIcon icon={chevronBackOutline} className="find-loads-pagination__arrow" />}
          onClick={() => onPageChange(page - 1)}
        >
          {t('pagination.previous')}
        </Button>
        <span className="find-loads-pagination__page" aria-live="polite">
          {t('pagination.page', { page, totalPages: pages })}
        </span>
        <Button disabled={busy || page >= pages} onClick={() => onPageChange(page + 1)}>
          {/* The arrow after the word, pointing the way the pages go. */}
          <span className="find-loads-pagination__next">
            {t('pagination.next')}
            <IonIcon
              icon={chevronForwardOutline}
              className="find-loads-pagination__arrow"
              aria-hidden="true"
            />
          </span>
        </Button>
      </div>
    </nav>
  );
}
