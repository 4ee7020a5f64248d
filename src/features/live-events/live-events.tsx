import { useLiveEvents } from './use-live-events';

/** Mounted once in the signed-in shell: keeps the live-events stream open. Renders nothing. */
export function LiveEvents() {
  useLiveEvents();
  return null;
}
