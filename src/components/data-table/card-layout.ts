import type { DataTableColumn } from './data-table-column';

/**
 * How a row reads as a card on a narrow screen: which column is its title, which its status pill,
 * which facts follow (in the order the user needs them) and which are small print at the end.
 * Columns named nowhere become facts after the named ones, so a card never hides a column.
 */
export type CardLayout = {
  title: string;
  status?: string;
  facts?: string[];
  meta?: string[];
};

export type CardRole = 'title' | 'status' | 'fact' | 'meta';

export type CardPlacement = { role: CardRole; order: number };

/** Each column's role and place on the card, by column id. */
export function cardPlacements<Row>(
  columns: DataTableColumn<Row>[],
  card: CardLayout,
): Map<string, CardPlacement> {
  const named: [string, CardRole][] = [
    [card.title, 'title'],
    ...(card.status ? [[card.status, 'status'] as [string, CardRole]] : []),
    ...(card.facts ?? []).map((id): [string, CardRole] => [id, 'fact']),
  ];
  const meta = new Set(card.meta ?? []);
  const unnamed = columns
    .map((column) => column.id)
    .filter((id) => !meta.has(id) && !named.some(([named]) => named === id))
    .map((id): [string, CardRole] => [id, 'fact']);
  const ordered = [
    ...named,
    ...unnamed,
    ...[...meta].map((id): [string, CardRole] => [id, 'meta']),
  ];
  const known = new Set(columns.map((column) => column.id));
  return new Map(
    ordered
      .filter(([id]) => known.has(id))
      .map(([id, role], order): [string, CardPlacement] => [id, { role, order }]),
  );
}

// A compact table needs about this much room per column before a card reads better.
const REM_PER_COLUMN = 7;

/** The list's width (rem) below which its rows show as cards: wider for more columns. */
export function cardsBelowRem(columnCount: number): number {
  return columnCount * REM_PER_COLUMN;
}
