import type { LoadStatus } from '../../src/contract/loads';
// The web app's own English labels: the API's statusText and the notifications use the same
// words as every screen (issue 18: one status vocabulary).
import common from '../../src/app/locales/en/common.json';

/** 'Out to Collect', 'Completed'…: a status as every role reads it. */
export function statusLabel(status: LoadStatus): string {
  return common.status[status];
}
