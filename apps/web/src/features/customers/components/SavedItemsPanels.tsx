import {
  CUSTOMER_EMPTY_TEXTS,
  formatPhone,
  type CustomerAddress,
  type CustomerCreditCard,
  type ListPage,
} from '@commerce/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { SectionCard } from '../../../ui/SectionCard.tsx';
import { useAddresses, useCreditCards } from '../api.ts';

interface Column<T> {
  header: string;
  cell(row: T): ReactNode;
  nowrap?: boolean;
}

/** A panel listing 8 rows at a time with previous/next, or its empty text. */
function PagedPanel<T extends { ID: string }>(props: {
  title: string;
  label: string;
  emptyText: string;
  columns: Column<T>[];
  result: UseQueryResult<ListPage<T>>;
  page: number;
  onPageChange(page: number): void;
}) {
  const { title, label, emptyText, columns, result, page, onPageChange: setPage } = props;
  const meta = result.data?.Meta;
  return (
    <SectionCard
      title={title}
      action={
        meta && meta.TotalPages > 1 ? (
          <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
            <Typography variant="body2" color="text.secondary">
              {meta.ItemRange[0]}–{meta.ItemRange[1]} of {meta.TotalCount}
            </Typography>
            <IconButton
              size="small"
              aria-label={`Previous ${label}`}
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
            >
              <ChevronLeftIcon />
            </IconButton>
            <IconButton
              size="small"
              aria-label={`Next ${label}`}
              disabled={page >= meta.TotalPages}
              onClick={() => setPage(page + 1)}
            >
              <ChevronRightIcon />
            </IconButton>
          </Stack>
        ) : undefined
      }
    >
      {result.isPending ? (
        <Skeleton variant="rounded" height={80} />
      ) : result.isError ? (
        <Typography color="error">The {label} could not be loaded.</Typography>
      ) : result.data.Items.length === 0 ? (
        <Typography color="text.secondary">{emptyText}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column.header}>{column.header}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {result.data.Items.map((row) => (
                <TableRow key={row.ID}>
                  {columns.map((column) => (
                    <TableCell key={column.header} sx={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                      {column.cell(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </SectionCard>
  );
}

const join = (parts: (string | null)[], separator: string) => parts.filter(Boolean).join(separator);

const ADDRESS_COLUMNS: Column<CustomerAddress>[] = [
  {
    header: 'Name',
    cell: (address) => join([join([address.FirstName, address.LastName], ' '), address.CompanyName], ', '),
  },
  {
    header: 'Address',
    cell: (address) =>
      `${join([address.Street1, address.Street2], ', ')}, ${address.City}, ${address.State} ${address.Zip}`,
  },
  { header: 'Phone', cell: (address) => (address.Phone ? formatPhone(address.Phone) : ''), nowrap: true },
  { header: 'Type', cell: (address) => address.xp.addressType },
];

const CARD_COLUMNS: Column<CustomerCreditCard>[] = [
  { header: 'Cardholder', cell: (card) => card.CardholderName },
  { header: 'Type', cell: (card) => card.CardType },
  { header: 'Card', cell: (card) => `•••• ${card.PartialAccountNumber}`, nowrap: true },
  { header: 'Expires', cell: (card) => card.ExpirationDate },
];

/** The address book, 8 rows to a page (spec 2 §2). */
export function AddressBookPanel({ customerId }: { customerId: string }) {
  const [page, setPage] = useState(1);
  return (
    <PagedPanel
      title="Address Book"
      label="addresses"
      emptyText={CUSTOMER_EMPTY_TEXTS.addresses}
      columns={ADDRESS_COLUMNS}
      result={useAddresses(customerId, page)}
      page={page}
      onPageChange={setPage}
    />
  );
}

/** Saved credit cards, 8 rows to a page: holder, type, last digits, expiry. */
export function CreditCardsPanel({ customerId }: { customerId: string }) {
  const [page, setPage] = useState(1);
  return (
    <PagedPanel
      title="Credit Cards"
      label="credit cards"
      emptyText={CUSTOMER_EMPTY_TEXTS.creditCards}
      columns={CARD_COLUMNS}
      result={useCreditCards(customerId, page)}
      page={page}
      onPageChange={setPage}
    />
  );
}
