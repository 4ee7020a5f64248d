import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { StoredFile } from '../../../contract/files';

type FileOwner = { _id: string; docs: { urls: StoredFile[] } };

/**
 * An upload answers the owner's whole file list: it replaces the cached one in the list and in the
 * detail, so the dialog shows the new files at once without asking the server again.
 */
export function replaceOwnerDocs<Owner extends FileOwner>(
  queryClient: QueryClient,
  keys: { list: QueryKey; detail: QueryKey },
  ownerId: string,
  docs: StoredFile[],
): void {
  const withDocs = (owner: Owner): Owner => ({ ...owner, docs: { urls: docs } });
  queryClient.setQueryData<Owner>(keys.detail, (owner) => owner && withDocs(owner));
  queryClient.setQueryData<Owner[]>(keys.list, (owners) =>
    owners?.map((owner) => (owner._id === ownerId ? withDocs(owner) : owner)),
  );
}
