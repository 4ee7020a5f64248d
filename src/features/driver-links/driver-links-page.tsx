import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterValues } from '../../components/data-table/use-data-table';
import { InlineAlert } from '../../components/inline-alert/inline-alert';
import { PageHeader } from '../../components/ui/page-header/page-header';
import { ResponsiveList } from '../../components/ui/responsive-list/responsive-list';
import { readToken } from '../../lib/session-storage';
import { failureMessage } from '../../lib/failure-message';
import { useProviderDriverLinks } from './api/provider-driver-links';
import { DriverLinkDetailsDialog } from './details/driver-link-details-dialog';
import { driverLinkCard, driverLinkColumns } from './list/driver-link-columns';
import { DriverLinksEmptyState } from './list/driver-links-empty-state';
import { DriverLinksToolbar } from './list/driver-links-toolbar';
import { downloadTextFile } from './utils/download-text-file';
import { driverLinksCsv, driverLinksCsvName } from './utils/driver-links-csv';
import { rowsMatchingFilters } from './utils/rows-matching-filters';
import './driver-links.css';

/** docs/product.md §2 Driver Tracking Links (`/driver-links`, provider): every link, filterable, exportable. */
export function DriverLinksPage() {
  const { t } = useTranslation('driver-links');
  const hasToken = readToken() !== null;
  const query = useProviderDriverLinks({ enabled: hasToken });
  const columns = useMemo(() => driverLinkColumns(t), [t]);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [filters, setFilters] = useState<FilterValues>({});
  const [openLinkId, setOpenLinkId] = useState<string | null>(null);
  const links = query.data;
  // The table ignores filters while their panel is hidden, and so does the export.
  const shownLinks = useMemo(
    () => (links && filtersOpen ? rowsMatchingFilters(columns, links, filters) : (links ?? [])),
    [columns, links, filters, filtersOpen],
  );
  const activeFilterCount = filtersOpen
    ? Object.values(filters).filter((value) => value.trim() !== '').length
    : 0;

  if (!hasToken) {
    return <InlineAlert message={t('common:authTokenNotFound')} />;
  }

  const exportCsv = () =>
    downloadTextFile(driverLinksCsv(shownLinks, t), driverLinksCsvName(), 'text/csv;charset=utf-8');
  const refetch = () => void query.refetch();
  const error = query.isError
    ? failureMessage(query.error, { failed: t('errors.fetchFailed'), error: t('errors.fetchPage') })
    : null;

  return (
    <div className="links-page">
      <section className="links-list" aria-label={t('page.title')}>
        <PageHeader
          title={links ? t('page.titleWithCount', { count: links.length }) : t('page.title')}
          actions={
            <DriverLinksToolbar
              filtersOpen={filtersOpen}
              activeFilterCount={activeFilterCount}
              onToggleFilters={() => setFiltersOpen((open) => !open)}
              canExport={shownLinks.length > 0}
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
            filters={filters}
            onFiltersChange={setFilters}
            isLoading={query.isPending}
            emptyState={<DriverLinksEmptyState />}
          />
        )}
      </section>
      <DriverLinkDetailsDialog linkId={openLinkId} onClose={() => setOpenLinkId(null)} />
    </div>
  );
}
