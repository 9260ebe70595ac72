import {
  formatDateTime,
  formatMoney,
  ORDER_TEXTS,
  type OrderDetail,
  type OrderSend,
  paymentTypeLabel,
  type Payment,
} from '@commerce/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PanelTable, type PanelColumn } from '../../../ui/PanelTable.tsx';
import { SectionCard } from '../../../ui/SectionCard.tsx';

/** The order's totals: Subtotal, ShippingCost, TaxCost, Total. */
export function TotalsCard({ detail }: { detail: OrderDetail }) {
  const { Order } = detail;
  const lines = [
    ['Subtotal', Order.Subtotal],
    ['Shipping', Order.ShippingCost],
    ['Tax', Order.TaxCost],
    ['Total', Order.Total],
  ] as const;
  return (
    <SectionCard title="Totals">
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.5, m: 0 }}>
        {lines.map(([label, amount]) => (
          <Box key={label} sx={{ display: 'contents', fontWeight: label === 'Total' ? 600 : undefined }}>
            <Typography component="dt" sx={{ fontWeight: 'inherit' }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, textAlign: 'right', fontWeight: 'inherit' }}>
              {formatMoney(amount)}
            </Typography>
          </Box>
        ))}
      </Box>
    </SectionCard>
  );
}

// Two columns: the card is under its type, so the table fits the page's narrow side column.
const PAYMENT_COLUMNS: PanelColumn<Payment>[] = [
  {
    header: 'Payment',
    cell: (payment) => {
      const card = [payment.xp.CardType, payment.xp.CardNumber && `…${payment.xp.CardNumber}`]
        .filter(Boolean)
        .join(' ');
      return (
        <>
          {paymentTypeLabel(payment.xp.Type)}
          {card && (
            <Typography
              variant="caption"
              color="text.secondary"
              component="div"
              sx={{ whiteSpace: 'nowrap' }}
            >
              {card}
            </Typography>
          )}
        </>
      );
    },
  },
  { header: 'Amount', cell: (payment) => formatMoney(payment.Amount), align: 'right', nowrap: true },
];

/** Payments: the type as staff read it ('Gift Card', 'Credit Card' …), the card and its last digits. */
export function PaymentsCard({ detail }: { detail: OrderDetail }) {
  return (
    <SectionCard title="Payments">
      <PanelTable
        aria-label="Payments"
        rows={detail.Payments}
        isPending={false}
        isError={false}
        errorText=""
        emptyText={ORDER_TEXTS.noPayments}
        columns={PAYMENT_COLUMNS}
      />
    </SectionCard>
  );
}

const SYSTEM_NAMES: Record<string, string> = {
  erp: 'NetSuite',
  pos: 'Eagle',
  cecs: 'Customer service',
  email: 'E-mail',
};
const STATUS_TEXTS: Record<string, string> = { pending: 'Sending', sent: 'Sent', failed: 'Given up' };

const SEND_COLUMNS: PanelColumn<OrderSend & { ID: string }>[] = [
  {
    header: 'Send',
    cell: (send) => (
      <>
        {send.What}
        <Typography variant="caption" color="text.secondary" component="div">
          {`${SYSTEM_NAMES[send.System] ?? send.System} · ${send.EntityID} · ${formatDateTime(send.CreatedAt)}`}
        </Typography>
      </>
    ),
  },
  {
    header: 'Status',
    cell: (send) => (
      <>
        {STATUS_TEXTS[send.Status] ?? send.Status}
        {send.Channel && (
          <Typography variant="caption" color="text.secondary" component="div">
            {`via ${send.Channel}`}
          </Typography>
        )}
        {send.LastError && send.Status !== 'sent' && (
          <Typography variant="caption" color="error" component="div">
            {send.LastError}
          </Typography>
        )}
      </>
    ),
  },
];

/** What the console sent for the order (the outbox): each send, how it went and through which channel. */
export function SendsCard({ detail }: { detail: OrderDetail }) {
  return (
    <SectionCard title="Sends">
      <PanelTable
        aria-label="Sends"
        rows={detail.Sends.map((send) => ({ ...send, ID: String(send.ID) }))}
        isPending={false}
        isError={false}
        errorText=""
        emptyText={ORDER_TEXTS.noSends}
        columns={SEND_COLUMNS}
      />
    </SectionCard>
  );
}
