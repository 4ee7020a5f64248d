export type StatusTone = 'success' | 'info' | 'warning' | 'danger';

/**
 * SPEC §4 badge colours, shared by loads and trips: green once completed, blue while the goods
 * move, red when cancelled, yellow for everything still waiting.
 */
export function statusTone(status: string): StatusTone {
  switch (status) {
    case 'completed':
      return 'success';
    case 'in_transit':
    case 'out_to_unload':
      return 'info';
    case 'cancelled':
      return 'danger';
    default:
      return 'warning';
  }
}
