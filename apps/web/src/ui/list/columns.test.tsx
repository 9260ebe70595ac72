import { defineListSpec } from '@commerce/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable } from '../DataTable';
import { tableColumns } from './columns';

interface Shipment {
  id: string;
  recipient: { first: string; last: string };
  note: string;
  placed: string;
  amount: number;
  email: string;
  phone: string;
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
      minWidth: '9em',
    },
    { field: 'note', header: 'Note', value: (row) => row.note.toUpperCase(), wrap: 'clamp' },
    { field: 'placed', header: 'Placed', format: 'date' },
    { field: 'amount', header: 'Amount', format: 'money' },
    { field: 'email', header: 'Email', format: 'email' },
    { field: 'phone', header: 'Phone', format: 'phone' },
  ],
});

const rows: Shipment[] = [
  {
    id: 's1',
    recipient: { first: 'Bartholomew', last: 'Featherstonehaugh' },
    note: 'leave at the side door',
    placed: '2026-03-14T12:00:00Z',
    amount: 12.5,
    email: 'bart@example.com',
    phone: '6125550142',
  },
];

const table = () =>
  render(
    <DataTable columns={tableColumns(spec, null)} rows={rows} getRowId={(row) => row.id} loading={false} />,
  );

describe('tableColumns', () => {
  it('wraps text, and keeps formatted values (dates, amounts) whole on one line', () => {
    table();

    expect(screen.getByRole('cell', { name: 'Bartholomew Featherstonehaugh' })).not.toHaveStyle({
      whiteSpace: 'nowrap',
    });
    expect(screen.getByRole('cell', { name: '03/14/26' })).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(screen.getByRole('cell', { name: '$12.50' })).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(screen.getByRole('columnheader', { name: 'Recipient' })).toHaveStyle({ minWidth: '9em' });
  });

  it('gives a clamped cell the text it shows as its tooltip, not the raw field', () => {
    table();

    expect(screen.getByRole('cell', { name: 'LEAVE AT THE SIDE DOOR' })).toHaveAttribute(
      'title',
      'LEAVE AT THE SIDE DOOR',
    );
  });

  it('writes an e-mail address as a mailto link and a phone number as staff read it', () => {
    table();

    expect(screen.getByRole('link', { name: 'bart@example.com' })).toHaveAttribute(
      'href',
      'mailto:bart@example.com',
    );
    expect(screen.getByRole('cell', { name: '(612) 555-0142' })).toBeInTheDocument();
  });
});
