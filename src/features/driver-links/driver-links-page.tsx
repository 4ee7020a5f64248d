import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineAlert } from '../../components/inline-alert/inline-alert';
import { PageHeader } from '../../components/ui/page-header/page-header';
import { ResponsiveList } from '../../components/ui/responsive-list/responsive-list';
import { readToken } from '../../lib/session-storage';
import { useReferenceLabels } from '../../lib/reference-names/use-reference-labels';
import { failureMessage } from '../../lib/failure-message';
import { notifyError } from '../../lib/toasts';
import { getProviderDriverLinks, useProviderDriverLinks } from './api/provider-driver-links';
import { DriverLinkDetailsDialog } from './details/driver-link-details-dialog';
import { driverLinkCard, driverLinkColumns } from './list/driver-link-columns';
import { DriverLinksEmptyState } from './list/driver-links-empty-state';
import { DriverLinksToolbar } from './list/driver-links-toolbar';
import { downloadTextFile } from './utils/download-text-file';
import { driverLinksCsv, driverLinksCsvName } from './utils/driver-links-csv';
import './driver-links.css';

/**
 * docs/product.md §2 Driver Tracking Links (`/driver-links`, provider): every link a page at a time,
 * filtered and ordered by the server, exportable whole.
 */
export function DriverLinksPage() {
  const { t } = useTranslation('driver-links');
  const hasToken = readToken() !== null;
  const labels = useReferenceLabels();
  const columns = useMemo(() => driverLinkColumns(t, labels), [t, labels]);
  const [filtersOpen, setFiltersOpen] = useState(false);
  // The server ignores the filters while their panel is hidden, and so does the export.
  const { query, paged, request } = useProviderDriverLinks({
    enabled: hasToken,
    filtersOn: filtersOpen,
    pagerLabel: t('page.pages'),
  });
  const [openLinkId, setOpenLinkId] = useState<string | null>(null);
  const links = query.data?.rows;
  const total = query.data?.pagination.total;
  const activeFilterCount = filtersOpen
    ? Object.values(paged.filters).filter((value) => value.trim() !== '').length
    : 0;

  if (!hasToken) {
    return <InlineAlert message={t('common:authTokenNotFound')} />;
  }

  // Every link the filters match, on whichever page: the server answers them whole.
  const exportCsv = async () => {
    try {
      const { rows } = await getProviderDriverLinks(request, { whole: true });
      downloadTextFile(
        driverLinksCsv(rows, t, labels),
        driverLinksCsvName(),
        'text/csv;charset=utf-8',
      );
    } catch (failure) {
      notifyError(
        failureMessage(failure, { failed: t('errors.fetchFailed'), error: t('errors.fetch') }),
      );
    }
  };
  const toggleFilters = () => {
    setFiltersOpen((open) => !open);
    paged.onPageChange(1);
  };
  const refetch = () => void query.refetch();
  const error = query.isError
    ? failureMessage(query.error, { failed: t('errors.fetchFailed'), error: t('errors.fetchPage') })
    : null;

  return (
    <div className="links-page">
      <section className="links-list" aria-label={t('page.title')}>
        <PageHeader
          title={total === undefined ? t('page.title') : t('page.titleWithCount', { count: total })}
          actions={
            <DriverLinksToolbar
              filtersOpen={filtersOpen}
              activeFilterCount={activeFilterCount}
              onToggleFilters={toggleFilters}
              canExport={(total ?? 0) > 0}
              onExport={exportCsv}
              refreshing={query.isFetching}
              onRefresh={refetch}
            />
          }
        />
        {error && <InlineAlert message={error} retrying={query.isFetching} onRetry={refetch} />}
        {/* A failed first load has no rows to show; a failed refresh keeps the last ones. */}
        {!(query.isError && !links) && (
          <ResponsiveList
            label={t('page.title')}
            rows={links ?? []}
            getRowId={(link) => link._id}
            columns={columns}
            card={driverLinkCard}
            onRowClick={(link) => setOpenLinkId(link._id)}
            showFilters={filtersOpen}
            filtersOpen={filtersOpen}
            isLoading={query.isPending}
            paged={paged}
            emptyState={<DriverLinksEmptyState />}
          />
        )}
      </section>
      <DriverLinkDetailsDialog linkId={openLinkId} onClose={() => setOpenLinkId(null)} />
    </div>
  );
}
