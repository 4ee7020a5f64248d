import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { NotificationsFilter } from '../api/notifications-list';

const TAB_PARAM = 'tab';
const PAGE_PARAM = 'page';

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The tab and page live in the URL, so coming Back from a load or trip shows the same page.
 * Moving between them replaces the entry: Back leaves the notifications instead of paging back.
 */
export function useNotificationsUrlState() {
  const [params, setParams] = useSearchParams();
  const filter: NotificationsFilter = params.get(TAB_PARAM) === 'unread' ? 'unread' : 'all';
  const page = pageFrom(params.get(PAGE_PARAM));

  const show = useCallback(
    (next: { filter: NotificationsFilter; page: number }) => {
      const updated = new URLSearchParams();
      if (next.filter === 'unread') updated.set(TAB_PARAM, 'unread');
      if (next.page > 1) updated.set(PAGE_PARAM, String(next.page));
      setParams(updated, { replace: true });
    },
    [setParams],
  );

  const selectTab = useCallback(
    (next: NotificationsFilter) => show({ filter: next, page: 1 }),
    [show],
  );
  const goToPage = useCallback((next: number) => show({ filter, page: next }), [show, filter]);

  return { filter, page, selectTab, goToPage };
}
