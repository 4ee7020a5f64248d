import type { UseQueryResult } from '@tanstack/react-query';
import { usePageTitle } from '../../app/shell/page-title';
import { ApiError } from '../../lib/api-client';

/**
 * A details page at its own address (`/my-loads/:loadId`, `/trips/:tripId`): whether the server
 * answered that the record is not there (404), and the tab's title meanwhile: the record's own
 * once it has arrived, the not-found title when it is gone, none while it loads.
 */
export function useRecordNotFound(
  query: UseQueryResult<{ id: string }>,
  titles: { record: (id: string) => string; notFound: string },
): boolean {
  const notFound = !query.data && query.error instanceof ApiError && query.error.status === 404;
  let title: string | null = null;
  if (query.data) title = titles.record(query.data.id);
  else if (notFound) title = titles.notFound;
  usePageTitle(title);
  return notFound;
}
