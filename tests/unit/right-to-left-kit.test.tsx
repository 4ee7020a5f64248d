import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable } from '../../src/components/data-table/data-table';
import type { DataTableColumn } from '../../src/components/data-table/data-table-column';
import { Icon } from '../../src/components/icon/icon';
import { arrowBack } from '../../src/components/icon/icons/arrow-back';
import { LtrText } from '../../src/components/ui/ltr-text/ltr-text';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

/** Issue 20: the kit's part in right-to-left pages (the layout itself: e2e right-to-left). */
describe('LtrText', () => {
  it('isolates a left-to-right value inline, so its line keeps the page alignment', () => {
    render(
      <p>
        Call <LtrText>+966 512 345 678</LtrText> now
      </p>,
    );
    const value = screen.getByText('+966 512 345 678');
    expect(value.tagName).toBe('BDI');
    expect(value).toHaveAttribute('dir', 'ltr');
    expect(value.closest('p')).not.toHaveAttribute('dir');
  });
});

describe('Icon flipRtl', () => {
  it('marks an icon that points, and only that one, to mirror in right-to-left pages', () => {
    render(
      <>
        <Icon icon={arrowBack} flipRtl aria-label="Back" />
        <Icon icon={arrowBack} aria-label="Logo-like" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Back' })).toHaveClass('icon', 'icon--flip-rtl');
    expect(screen.getByRole('img', { name: 'Logo-like' })).not.toHaveClass('icon--flip-rtl');
  });
});

describe('DataTable cells in right-to-left pages', () => {
  type Row = { id: string; material: string; phone: string };
  const columns: DataTableColumn<Row>[] = [
    { id: 'id', title: 'ID', accessor: (row) => row.id, ltr: true },
    { id: 'material', title: 'Material', accessor: (row) => row.material },
    {
      id: 'phone',
      title: 'Phone',
      accessor: (row) => row.phone,
      cell: (row) => <span className="phone">{row.phone}</span>,
      ltr: true,
    },
  ];

  it('isolates left-to-right columns and lets plain text find its own direction', () => {
    render(
      <DataTable
        columns={columns}
        rows={[{ id: 'LD-7', material: 'Steel coils (bundled)', phone: '+966 512 345 678' }]}
        getRowId={(row) => row.id}
        emptyMessage="None"
        label="Loads"
      />,
    );
    const [, body] = screen.getAllByRole('rowgroup');
    const [id, material, phone] = within(body!).getAllByRole('cell');
    expect(within(id!).getByText('LD-7').closest('bdi')).toHaveAttribute('dir', 'ltr');
    // In its own direction, English cut at its end inside an Arabic page.
    expect(within(material!).getByText('Steel coils (bundled)')).toHaveAttribute('dir', 'auto');
    expect(within(phone!).getByText('+966 512 345 678').closest('bdi')).toHaveAttribute(
      'dir',
      'ltr',
    );
  });
});
