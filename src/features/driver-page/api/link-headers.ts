import { DEVICE_KEY_HEADER, LINK_ID_HEADER } from '../../../contract/link-headers';

/** What the server needs to trust a driver-link call: the link and the key it is bound to. */
export type LinkAccess = { linkId: string; deviceKey: string };

export function linkHeaders({ linkId, deviceKey }: LinkAccess): Record<string, string> {
  return { [LINK_ID_HEADER]: linkId, [DEVICE_KEY_HEADER]: deviceKey };
}
