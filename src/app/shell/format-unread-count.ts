/** Badge text: the count, or '99+' above 99. */
export function formatUnreadCount(count: number): string {
  return count > 99 ? '99+' : String(count);
}
