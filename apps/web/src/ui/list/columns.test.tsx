import { defineListSpec } from '@commerce/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable } from '../DataTable';
import { tableColumns } from './columns';

interface Shipment {
  id: string;
  recipient: { first: string; last: string };
  placed: string;
}

const spec = defineListSpec<Shipment>()({
  id: 'shipments',
  label: 'Shipments',
  api: '/shipments',
  readKeys: [],
  defaultSort: 'placed',
  columns: [
    {
      field: 'recipient',
      header: 'Recipient',
      value: (row) => `${row.recipient.first} ${row.recipient.last}`,
      maxWidth: 80,
    },
    { field: 'placed', header: 'Placed', format: 'date' },
  ],
});

const rows: Shipment[] = [
  {
    id: 's1',
    recipient: { first: 'Bartholomew', last: 'Featherstonehaugh' },
    placed: '2026-03-14T12:00:00Z',
  },
];

describe('tableColumns', () => {
  it('gives a cut-off cell the text it shows as its tooltip, not the raw field', () => {
    render(
      <DataTable columns={tableColumns(spec, null)} rows={rows} getRowId={(row) => row.id} loading={false} />,
    );

    const cell = screen.getByRole('cell', { name: 'Bartholomew Featherstonehaugh' });
    expect(cell).toHaveAttribute('title', 'Bartholomew Featherstonehaugh');
  });
});
