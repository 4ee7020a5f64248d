import { useQueryClient } from '@tanstack/react-query';
import type { Driver } from '../../../contract/drivers';
import type { StoredFile } from '../../../contract/files';
import { replaceOwnerDocs } from '../../fleet/components/replace-owner-docs';
import { driversKeys } from '../../fleet/api/fleet-keys';

/** After an upload: the driver's files as the server now lists them, in list and detail alike. */
export function useReplaceDriverDocs() {
  const queryClient = useQueryClient();
  return (driverId: string, docs: StoredFile[]) =>
    replaceOwnerDocs<Driver>(
      queryClient,
      { list: driversKeys.list(), detail: driversKeys.detail(driverId) },
      driverId,
      docs,
    );
}
