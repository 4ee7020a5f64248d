import { IonIcon } from '@ionic/react';
import { chevronBackOutline, chevronForwardOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
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

/** 'Showing x to y of n loads', Previous/Next and 'Page p of n' (SPEC §2). */
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
        <button
          type="button"
          className="find-loads-button find-loads-button--secondary"
          disabled={busy || page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          <IonIcon icon={chevronBackOutline} className="find-loads-flip-rtl" aria-hidden="true" />
          <span>{t('pagination.previous')}</span>
        </button>
        <span className="find-loads-pagination__page" aria-live="polite">
          {t('pagination.page', { page, totalPages: pages })}
        </span>
        <button
          type="button"
          className="find-loads-button find-loads-button--secondary"
          disabled={busy || page >= pages}
          onClick={() => onPageChange(page + 1)}
        >
          <span>{t('pagination.next')}</span>
          <IonIcon
            icon={chevronForwardOutline}
            className="find-loads-flip-rtl"
            aria-hidden="true"
          />
        </button>
      </div>
    </nav>
  );
}
