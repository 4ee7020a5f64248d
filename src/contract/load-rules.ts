import type { LoadStatus } from './loads';

export type StopKind = 'source' | 'destination';

/**
 * docs/product.md §4 Load: pickup details freeze once the goods are on board, delivery details when the
 * load ends. The server refuses an edit then; the web app hides the button.
 */
const frozenIn: Record<StopKind, readonly LoadStatus[]> = {
  source: ['loaded', 'out_to_unload', 'completed', 'cancelled'],
  destination: ['completed', 'cancelled'],
};

export function canEditStop(kind: StopKind, status: LoadStatus): boolean {
  return !frozenIn[kind].includes(status);
}
