import type { CSSProperties, KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { CardPlacement } from './card-layout';
import type { DataTableColumn } from './data-table-column';
import { DataTableCellContent } from './data-table-cell-content';

type Props<Row> = {
  row: Row;
  columns: DataTableColumn<Row>[];
  onRowClick?: (row: Row) => void;
  /** Each column's place on the row's card; absent for a table that never shows cards. */
  placements?: Map<string, CardPlacement>;
};

type CellsProps<Row> = Pick<Props<Row>, 'row' | 'columns' | 'placements'> & {
  /** Wraps the title cell's content, e.g. in the row's link. */
  wrapTitle?: (content: ReactNode) => ReactNode;
};

/** A cell's place on its card, and the cap its column puts on a long text. */
function cellStyle<Row>(
  column: DataTableColumn<Row>,
  place: CardPlacement | undefined,
): CSSProperties | undefined {
  if (!place && !column.maxWidth) return undefined;
  return {
    ...(place && { '--data-table-card-order': place.order }),
    ...(column.maxWidth && { '--data-table-truncate-max': column.maxWidth }),
  } as CSSProperties;
}

function RowCells<Row>({ row, columns, placements, wrapTitle }: CellsProps<Row>) {
  const titleId = placements
    ? [...placements].find(([, place]) => place.role === 'title')?.[0]
    : columns[0]?.id;
  return columns.map((column) => {
    const place = placements?.get(column.id);
    const content = <DataTableCellContent row={row} column={column} />;
    return (
      <td
        key={column.id}
        className={`data-table-cell data-table-align-${column.align ?? 'start'}`}
        data-card-role={place?.role}
        data-label={place ? column.title : undefined}
        style={cellStyle(column, place)}
      >
        {column.id === titleId && wrapTitle ? wrapTitle(content) : content}
      </td>
    );
  });
}

function isFromControl(event: { target: EventTarget; currentTarget: EventTarget }): boolean {
  const control = (event.target as Element).closest?.('a, button, input, select, textarea, label');
  return control !== null && control !== event.currentTarget;
}

export function DataTableRow<Row>({ row, columns, onRowClick, placements }: Props<Row>) {
  const activate = onRowClick ? () => onRowClick(row) : undefined;

  function handleKeyDown(event: KeyboardEvent<HTMLTableRowElement>) {
    // Keys pressed on a control inside a cell belong to that control.
    if (!activate || event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      activate();
    }
  }

  return (
    <tr
      className={activate ? 'data-table-row data-table-row-interactive' : 'data-table-row'}
      tabIndex={activate ? 0 : undefined}
      onClick={activate}
      onKeyDown={activate ? handleKeyDown : undefined}
    >
      <RowCells row={row} columns={columns} placements={placements} />
    </tr>
  );
}

/**
 * A row that is a link: the title cell holds a real <Link> (keyboard, middle click, open in a new
 * tab), and a click anywhere else on the row follows it too.
 */
export function DataTableLinkRow<Row>({
  row,
  columns,
  placements,
  href,
}: Omit<Props<Row>, 'onRowClick'> & { href: string }) {
  const navigate = useNavigate();

  function handleClick(event: MouseEvent<HTMLTableRowElement>) {
    if (isFromControl(event) || window.getSelection()?.toString()) return;
    void navigate(href);
  }

  return (
    <tr className="data-table-row data-table-row-interactive" onClick={handleClick}>
      <RowCells
        row={row}
        columns={columns}
        placements={placements}
        wrapTitle={(content) => (
          <Link to={href} className="data-table-row-link">
            {content}
          </Link>
        )}
      />
    </tr>
  );
}
