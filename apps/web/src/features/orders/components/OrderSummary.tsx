import { isGuestOrder, ORDER_TEXTS, type OrderDetail } from '@commerce/domain';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Switch from '@mui/material/Switch';
import FormControlLabel from '@mui/material/FormControlLabel';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../../lib/permissions.tsx';
import { EmailLink } from '../../../ui/EmailLink.tsx';
import { ReadOnlyField } from '../../../ui/ReadOnlyField.tsx';
import { SectionCard } from '../../../ui/SectionCard.tsx';
import { useConfirm } from '../../../ui/useConfirm.ts';
import { useOrderAction } from '../api.ts';
import { addressText, personName } from '../format.ts';

/**
 * The order's header (spec 3 §2): the buyer (a link to the customer with customer-reader, never for the
 * guest 299999), the order taker as they were (a link to the internal user with internal-reader), the
 * billing address, and the order's flags. Consolidate Delivery Confirmations is a switch for holders of
 * order-bulk-flag (C-25), confirmed before it changes.
 */
export function OrderSummary({ detail }: { detail: OrderDetail }) {
  const { Order } = detail;
  const canReadCustomers = useCan('customer-reader');
  const canReadUsers = useCan('internal-reader');
  const canConsolidate = useCan('order-bulk-flag');
  const confirm = useConfirm();
  const run = useOrderAction(Order.ID);
  const buyer = personName(Order.FromUser) || Order.FromUserID;
  const taker = Order.xp.OrderTaker;

  const consolidate = (BulkOrder: boolean) =>
    confirm({
      message: BulkOrder ? ORDER_TEXTS.consolidateOn : ORDER_TEXTS.consolidateOff,
      onConfirm: () =>
        run(
          { action: 'bulk-order', body: { BulkOrder }, version: detail.Version },
          BulkOrder
            ? 'Delivery confirmations will be consolidated.'
            : 'Delivery confirmations will be sent one by one.',
          { rethrow: true },
        ),
    });

  return (
    <SectionCard title="Order">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ReadOnlyField
            label="Customer"
            value={
              isGuestOrder(Order) ? (
                `${buyer} (${ORDER_TEXTS.guest})`
              ) : canReadCustomers ? (
                <Link component={RouterLink} to={`/customers/${encodeURIComponent(Order.FromUserID)}`}>
                  {buyer}
                </Link>
              ) : (
                buyer
              )
            }
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ReadOnlyField label="Customer ID" value={Order.FromUserID} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ReadOnlyField
            label="Email"
            value={Order.FromUser.Email && <EmailLink email={Order.FromUser.Email} />}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ReadOnlyField
            label="Order Taker"
            emptyText={ORDER_TEXTS.noTaker}
            value={
              taker &&
              (canReadUsers ? (
                <Link component={RouterLink} to={`/admin/users/${encodeURIComponent(taker.ID)}`}>
                  {personName(taker)}
                </Link>
              ) : (
                personName(taker)
              ))
            }
          />
        </Grid>
        {taker && (
          <Grid size={{ xs: 12, sm: 6 }}>
            <ReadOnlyField
              label="Taker's Store"
              value={[taker.StoreID_2digit, taker.StoreName].filter(Boolean).join(' · ')}
            />
          </Grid>
        )}
        <Grid size={{ xs: 12, sm: 6 }}>
          <ReadOnlyField label="Billing Address" value={addressText(Order.BillingAddress)} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ReadOnlyField label="Orphaned Account" value={Order.xp.OrphanedAccount ? 'Yes' : 'No'} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {canConsolidate ? (
            <FormControlLabel
              control={
                <Switch
                  checked={Order.xp.BulkOrder}
                  onChange={(event) => void consolidate(event.target.checked)}
                />
              }
              label={ORDER_TEXTS.consolidate}
            />
          ) : (
            <ReadOnlyField label={ORDER_TEXTS.consolidate} value={Order.xp.BulkOrder ? 'Yes' : 'No'} />
          )}
        </Grid>
      </Grid>
    </SectionCard>
  );
}
