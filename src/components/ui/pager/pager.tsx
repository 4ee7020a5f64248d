import { IonIcon } from '@ionic/react';
import { chevronBackOutline, chevronForwardOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { Pagination } from '../../../contract/list-page';
import { Button } from '../button/button';
import './pager.css';

type PagerProps = {
  pagination: Pagination;
  /** True while another page loads: the buttons wait for it. */
  busy?: boolean;
  onPageChange: (page: number) => void;
  /** What the pages hold, for their accessible name: 'Pages of trucks'. */
  label: string;
  /** The line above the buttons, if not 'Showing x to y of n': Find Loads' '… of n loads'. */
  summary?: string;
  /** Shown even while one page holds every row (Find Loads always says how many it found). */
  showSinglePage?: boolean;
};

/** The 1-based rows a page shows, for 'Showing x to y of n'; 0 to 0 when there are none. */
export function pageRange({ page, limit, total }: Pagination) {
  if (total <= 0) return { from: 0, to: 0 };
  return { from: (page - 1) * limit + 1, to: Math.min(page * limit, total) };
}

/**
 * A server-paged list's foot (docs/product.md §2 Find Loads): 'Showing x to y of n' (the exact
 * count), then Previous and Next (touch-sized kit buttons) around 'Page p of n'. Nothing while
 * one page holds every row, unless asked.
 */
export function Pager({
  pagination,
  busy = false,
  onPageChange,
  label,
  summary,
  showSinglePage = false,
}: PagerProps) {
  const { t } = useTranslation('data-table');
  const { page, total } = pagination;
  const totalPages = Math.max(pagination.totalPages, 1);
  if (totalPages <= 1 && page <= 1 && !showSinglePage) return null;
  const { from, to } = pageRange(pagination);

  return (
    <nav className="pager" aria-label={label}>
      <p className="pager__summary">{summary ?? t('pager.showing', { from, to, total })}</p>
      <div className="pager__controls">
        <Button
          disabled={busy || page <= 1}
          icon={<IonIcon icon={chevronBackOutline} flipRtl />}
          onClick={() => onPageChange(Math.min(page - 1, totalPages))}
        >
          {t('pager.previous')}
        </Button>
        <span className="pager__page" aria-live="polite">
          {t('pager.page', { page, totalPages })}
        </span>
        <Button disabled={busy || page >= totalPages} onClick={() => onPageChange(page + 1)}>
          {/* The arrow after the word, pointing the way the pages go. */}
          <span className="pager__next">
            {t('pager.next')}
            <IonIcon icon={chevronForwardOutline} flipRtl aria-hidden="true" />
          </span>
        </Button>
      </div>
    </nav>
  );
}
