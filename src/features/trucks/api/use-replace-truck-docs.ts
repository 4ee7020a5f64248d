import { useQueryClient } from '@tanstack/react-query';
import type { StoredFile } from '../../../contract/files';
import type { Truck } from '../../../contract/trucks';
import { replaceOwnerDocs } from '../../fleet/components/replace-owner-docs';
import { trucksKeys } from '../../fleet/api/fleet-keys';

/** After an upload: the truck's files as the server now lists them, in list and detail alike. */
export function useReplaceTruckDocs() {
  const queryClient = useQueryClient();
  return (truckId: string, docs: StoredFile[]) =>
    replaceOwnerDocs<Truck>(
      queryClient,
      { list: trucksKeys.list(), detail: trucksKeys.detail(truckId) },
      truckId,
      docs,
    );
}
