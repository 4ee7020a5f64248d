type Props = { columnCount: number; rowCount: number };

/** Placeholder rows with the table's shape while the caller loads data. */
export function DataTableSkeletonRows({ columnCount, rowCount }: Props) {
  return Array.from({ length: rowCount }, (_, rowIndex) => (
    <tr key={rowIndex} className="data-table-row data-table-skeleton-row" aria-hidden="true">
      {Array.from({ length: columnCount }, (_, columnIndex) => (
        <td key={columnIndex} className="data-table-cell">
          <span className="data-table-skeleton-bar" />
        </td>
      ))}
    </tr>
  ));
}
