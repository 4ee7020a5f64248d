import { useQueryClient } from '@tanstack/react-query';
import type { ListPage } from '../../../components/data-table/list-page-request';
import type { StoredFile } from '../../../contract/files';
import { FLEET_KINDS, type FleetKind, type FleetMember } from './fleet-kinds';

/**
 * After an upload: the member's files as the server now lists them. An upload answers the whole
 * file list: it replaces the cached one in the pages of the list and in the detail, so the dialog shows the
 * new files at once without asking the server again.
 */
export function useReplaceFleetDocs<Kind extends FleetKind>(kind: Kind) {
  const queryClient = useQueryClient();
  const { keys } = FLEET_KINDS[kind];
  return (memberId: string, docs: StoredFile[]) => {
    const withDocs = (member: FleetMember<Kind>) => ({ ...member, docs: { urls: docs } });
    queryClient.setQueryData<FleetMember<Kind>>(
      keys.detail(memberId),
      (member) => member && withDocs(member),
    );
    queryClient.setQueriesData<ListPage<FleetMember<Kind>>>(
      { queryKey: [...keys.all, 'page'] },
      (page) =>
        page && {
          ...page,
          rows: page.rows.map((member) => (member._id === memberId ? withDocs(member) : member)),
        },
    );
  };
}
