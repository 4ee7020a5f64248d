/** The 1-based rows a page shows, for 'Showing x to y of n loads'; 0 to 0 when there are none. */
export function pageRange(page: number, limit: number, total: number) {
  if (total <= 0) return { from: 0, to: 0 };
  return { from: (page - 1) * limit + 1, to: Math.min(page * limit, total) };
}
