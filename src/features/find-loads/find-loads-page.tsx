import { useRef, useState } from 'react';
import { IonIcon } from '@ionic/react';
import { closeCircleOutline, refreshOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { SECTION_ICONS } from '../../app/shell/section-icons';
import { EmptyState } from '../../components/ui/empty-state/empty-state';
import { Pager, pageRange } from '../../components/ui/pager/pager';
import type { FindLoadsRow } from '../../contract/loads';
import { readToken } from '../../lib/session-storage';
import { useFindLoads } from './api/find-loads';
import { FiltersForm } from './components/filters-form';
import { LoadDialogs, type LoadDialogKind } from './components/load-dialogs';
import { LoadsError } from './components/loads-error';
import { LoadsList } from './components/loads-list';
import { useDialogSequence } from './hooks/use-dialog-sequence';
import { useOpenLoadFromUrl } from './hooks/use-open-load-from-url';
import { activeFilterCount, NO_FILTERS, type FindLoadsFilters } from './utils/filters';
import { buildFindLoadsRequest } from './utils/find-loads-request';
import './find-loads.css';

/** docs/product.md §2 Find Loads (`/find-loads`, provider): filter open loads, open one, quote or start its trip. */
export function FindLoadsPage() {
  const { t } = useTranslation('find-loads');
  const [filters, setFilters] = useState<FindLoadsFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const hasToken = readToken() !== null;
  const loads = useFindLoads(buildFindLoadsRequest(filters, page), hasToken);
  const [selected, setSelected] = useState<FindLoadsRow | null>(null);
  const dialogs = useDialogSequence<LoadDialogKind>();
  const resultsRef = useRef<HTMLElement>(null);

  const openLoad = (row: FindLoadsRow) => {
    setSelected(row);
    dialogs.show('details');
  };
  useOpenLoadFromUrl(openLoad);

  if (!hasToken) {
    return (
      <p className="find-loads-notice" role="alert">
        {t('common:authTokenNotFound')}
      </p>
    );
  }

  const changePage = (next: number) => {
    setPage(next);
    // A new page starts from its first row: the table's own scroller, or the page above cards.
    const results = resultsRef.current;
    const scroller = results?.querySelector('.data-table-scroll');
    if (scroller) scroller.scrollTop = 0;
    if (results && results.getBoundingClientRect().top < 0) results.scrollIntoView();
  };

  const applyFilters = (next: FindLoadsFilters) => {
    setFilters(next);
    setPage(1);
  };

  const pagination = loads.data?.pagination;
  const filtered = activeFilterCount(filters) > 0;
  // Nothing matches the filters: clear them; nothing open at all: look again.
  const empty = filtered
    ? {
        title: t('table.empty'),
        text: t('table.emptyFilteredText'),
        action: { label: t('filters.clear'), onClick: () => applyFilters(NO_FILTERS) },
        icon: closeCircleOutline,
      }
    : {
        title: t('table.noLoads'),
        text: t('table.noLoadsText'),
        action: { label: t('table.refresh'), onClick: () => loads.refetch() },
        icon: refreshOutline,
      };
  const emptyState = (
    <EmptyState
      icon={<IonIcon icon={SECTION_ICONS['find-loads']} />}
      title={empty.title}
      text={empty.text}
      action={{ ...empty.action, icon: <IonIcon icon={empty.icon} /> }}
    />
  );

  return (
    <div className="find-loads-page">
      <FiltersForm
        applied={filters}
        activeCount={activeFilterCount(filters)}
        onApply={applyFilters}
      />
      <section
        ref={resultsRef}
        className="find-loads-results"
        aria-label={t('pageLabel')}
        aria-busy={loads.isFetching || undefined}
        // Between one dialog and the next, a second tap must not open another load.
        inert={dialogs.switching}
      >
        {/* A failed background refresh keeps the rows on screen; only a page with none fails. */}
        {loads.isError && !loads.data ? (
          <LoadsError retrying={loads.isFetching} onRetry={() => void loads.refetch()} />
        ) : (
          <>
            <LoadsList
              rows={loads.data?.data ?? []}
              isLoading={loads.isPending}
              onRowClick={openLoad}
              emptyState={emptyState}
            />
            {pagination && pagination.total > 0 && (
              <Pager
                pagination={pagination}
                busy={loads.isPlaceholderData}
                onPageChange={changePage}
                label={t('pagination.label')}
                summary={t('pagination.showing', {
                  ...pageRange(pagination),
                  total: pagination.total,
                })}
                showSinglePage
              />
            )}
          </>
        )}
      </section>
      <LoadDialogs row={selected} dialogs={dialogs} />
    </div>
  );
}
