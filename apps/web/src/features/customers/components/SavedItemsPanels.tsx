import {
  addressLine,
  CUSTOMER_EMPTY_TEXTS,
  displayPhone,
  type CustomerAddress,
  type CustomerCreditCard,
  type ListPage,
} from '@commerce/domain';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useState } from 'react';
import { SectionCard } from '../../../ui/SectionCard.tsx';
import { customerAddressesQuery, customerCardsQuery } from '../api.ts';
import { PanelTable, type PanelColumn } from '../../../ui/PanelTable.tsx';

/** A panel listing 8 of the customer's saved items at a time, with previous/next. */
function PagedPanel<Item extends { ID: string }>(props: {
  /** The query of a page of the items (the customer's route for them). */
  query: (page: number) => UseQueryOptions<ListPage<Item>, Error, ListPage<Item>, readonly unknown[]>;
  title: string;
  /** What the items are called in the buttons' labels and the error text. */
  label: string;
  emptyText: string;
  columns: PanelColumn<Item>[];
}) {
  const { query, title, label, emptyText, columns } = props;
  const [page, setPage] = useState(1);
  const result = useQuery({ ...query(page), placeholderData: keepPreviousData });
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
      <PanelTable
        aria-label={title}
        rows={result.data?.Items}
        isPending={result.isPending}
        isError={result.isError}
        errorText={`The ${label} could not be loaded.`}
        emptyText={emptyText}
        columns={columns}
      />
    </SectionCard>
  );
}

const join = (parts: (string | null)[], separator: string) => parts.filter(Boolean).join(separator);

const ADDRESS_COLUMNS: PanelColumn<CustomerAddress>[] = [
  {
    header: 'Name',
    cell: (address) => join([join([address.FirstName, address.LastName], ' '), address.CompanyName], ', '),
  },
  {
    header: 'Address',
    cell: (address) => addressLine(address),
  },
  { header: 'Phone', cell: (address) => displayPhone(address.Phone), nowrap: true },
  { header: 'Type', cell: (address) => address.xp.addressType },
];

const CARD_COLUMNS: PanelColumn<CustomerCreditCard>[] = [
  { header: 'Cardholder', cell: (card) => card.CardholderName },
  { header: 'Type', cell: (card) => card.CardType },
  { header: 'Card', cell: (card) => `•••• ${card.PartialAccountNumber}`, nowrap: true },
  { header: 'Expires', cell: (card) => card.ExpirationDate },
];

/** The address book, 8 rows to a page (spec 2 §2). */
export const AddressBookPanel = ({ customerId }: { customerId: string }) => (
  <PagedPanel
    query={(page) => customerAddressesQuery(customerId, page)}
    title="Address Book"
    label="addresses"
    emptyText={CUSTOMER_EMPTY_TEXTS.addresses}
    columns={ADDRESS_COLUMNS}
  />
);

/** Saved credit cards, 8 rows to a page: holder, type, last digits, expiry. */
export const CreditCardsPanel = ({ customerId }: { customerId: string }) => (
  <PagedPanel
    query={(page) => customerCardsQuery(customerId, page)}
    title="Credit Cards"
    label="credit cards"
    emptyText={CUSTOMER_EMPTY_TEXTS.creditCards}
    columns={CARD_COLUMNS}
  />
);
