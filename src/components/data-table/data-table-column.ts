import type { ReactNode } from 'react';

/** What a column reads from a row to sort and filter it. */
export type CellValue = string | number | Date | null | undefined;

/** How a column sorts and filters: 'date' compares calendar days, 'text' compares text or numbers. */
export type ColumnType = 'text' | 'date';

export type DataTableColumn<Row> = {
  /** Stable key for sort and filter state; titles are translated so they cannot be the key. */
  id: string;
  title: string;
  /** The value used for sorting and filtering (and shown when there is no `cell`). */
  accessor: (row: Row) => CellValue;
  /** Renders the cell, e.g. a status badge, while sorting and filtering still use `accessor`. */
  cell?: (row: Row) => ReactNode;
  /** Defaults to 'date' when the title contains 'date' (docs/product.md §5), else 'text'. */
  type?: ColumnType;
  /** Set to false to hide this column's filter box. */
  filterable?: boolean;
  /**
   * A value that reads left to right in any language (an id, a plate, a phone number): kept
   * whole and in order in right-to-left pages (LtrText).
   */
  ltr?: boolean;
  /** 'end' for numbers so digits line up. */
  align?: 'start' | 'end';
  /**
   * Cuts a long value to one line with an ellipsis in the table (the whole text in its title and
   * on the card), so one long material never pushes Status off screen. Defaults to true for text
   * columns without a `cell` renderer.
   */
  truncate?: boolean;
  /**
   * Lets a short text the reader needs whole (a place: 'Riyadh, Saudi Arabia') wrap onto a second
   * line at its spaces in the table instead of being cut. Such a column does not truncate.
   */
  wrap?: boolean;
  /**
   * Caps a truncated column's width in the table (a CSS length, e.g. '14rem'), so one long text
   * leaves the columns beside it room; its whole text stays in the title and on the card.
   */
  maxWidth?: string;
};
