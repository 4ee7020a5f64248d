import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table/data-table';
import type { FilterValues } from '../../components/data-table/use-data-table';
import { readToken } from '../../lib/session-storage';
import { failureMessage } from '../../lib/failure-message';
import { useProviderDriverLinks } from './api/provider-driver-links';
import { DriverLinkDetailsDialog } from './details/driver-link-details-dialog';
import { driverLinkColumns } from './list/driver-link-columns';
import { DriverLinksEmptyState } from './list/driver-links-empty-state';
import { DriverLinksToolbar } from './list/driver-links-toolbar';
import { downloadTextFile } from './utils/download-text-file';
import { driverLinksCsv, driverLinksCsvName } from './utils/driver-links-csv';
import { rowsMatchingFilters } from './utils/rows-matching-filters';
import './driver-links.css';

/** SPEC §2 Driver Tracking Links (`/driver-links`, provider): every link, filterable, exportable. */
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
    return (
      <p className="links-alert links-alert__text" role="alert">
        {t('common:authTokenNotFound')}
      </p>
    );
  }

  const exportCsv = () =>
    downloadTextFile(driverLinksCsv(shownLinks, t), driverLinksCsvName(), 'text/csv;charset=utf-8');
  const refetch = () => void query.refetch();
  const error = query.isError
    ? failureMessage(query.error, { failed: t('errors.fetchFailed'), error: t('errors.fetchPage') })
    : null;

  return (
    <div className="links-page">
      <section className="links-list" aria-labelledby="driver-links-title">
        <header className="links-list__header">
          <h2 id="driver-links-title" className="links-list__title">
            {links ? t('page.titleWithCount', { count: links.length }) : t('page.title')}
          </h2>
          <DriverLinksToolbar
            filtersOpen={filtersOpen}
            activeFilterCount={activeFilterCount}
            onToggleFilters={() => setFiltersOpen((open) => !open)}
            canExport={shownLinks.length > 0}
            onExport={exportCsv}
            refreshing={query.isFetching}
            onRefresh={refetch}
          />
        </header>
        {error && (
          <div className="links-alert" role="alert">
            <p className="links-alert__text">{error}</p>
            <button
              type="button"
              className="links-button links-button--secondary"
              onClick={refetch}
              disabled={query.isFetching}
            >
              {t('common:retry')}
            </button>
          </div>
        )}
        {links?.length === 0 ? (
          <DriverLinksEmptyState />
        ) : (
          // A failed first load has no rows to show; a failed refresh keeps the last ones.
          !(query.isError && !links) && (
            <DataTable
              columns={columns}
              rows={links ?? []}
              getRowId={(link) => link._id}
              onRowClick={(link) => setOpenLinkId(link._id)}
              showFilters={filtersOpen}
              filters={filters}
              onFiltersChange={setFilters}
              emptyMessage={t('page.emptyTitle')}
              isLoading={query.isPending}
              label={t('page.title')}
            />
          )
        )}
      </section>
      <DriverLinkDetailsDialog linkId={openLinkId} onClose={() => setOpenLinkId(null)} />
    </div>
  );
}
