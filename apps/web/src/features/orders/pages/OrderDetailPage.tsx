import {
  canSendToNetSuite,
  formatDateTime,
  ORDER_TEXTS,
  pendingSendOf,
  redemptionPayments,
  type OrderDetail,
  type OrderSendAction,
} from '@commerce/domain';
import { useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { useCan } from '../../../lib/permissions.tsx';
import { ActionButton } from '../../../ui/ActionButton.tsx';
import { orderResource } from '../../../resources/orders.ts';
import { RecordLoading, RecordPage } from '../../../ui/record/RecordPage.tsx';
import { useRecord } from '../../../ui/record/useRecord.ts';
import { pendingSendsPoll, useOrderAction } from '../api.ts';
import { OrderSummary } from '../components/OrderSummary.tsx';
import { PaymentsCard, SendsCard, TotalsCard } from '../components/OrderPanels.tsx';
import { ShipmentCard } from '../components/ShipmentCard.tsx';

/** The search the user came from (its filters and page), or the plain search. */
function useBackToSearch(): string {
  const state = useLocation().state as { list?: string } | null;
  return `/orders${state?.list ?? ''}`;
}

/** /orders/{id}: an order that cannot be found goes back to /orders (spec 3 §2). */
export function OrderDetailPage() {
  const id = useParams().id ?? '';
  const { record, notice } = useRecord(orderResource, id, {
    leave: { to: '/orders', failedText: ORDER_TEXTS.notFound },
    poll: pendingSendsPoll,
  });
  if (!record) return <RecordLoading notice={notice} />;
  return <OrderDetailView key={id} detail={record} />;
}

/** The order's own actions, each shown only with its key and where it applies. */
function OrderActions({ detail }: { detail: OrderDetail }) {
  const canOrphan = useCan('order-orphan-sender');
  const canEmail = useCan('order-email-sender');
  const canFiles = useCan('order-resend-files');
  const run = useOrderAction(detail.Order.ID);
  const [busy, setBusy] = useState<string | null>(null);
  const act = async (action: OrderSendAction, done: string) => {
    setBusy(action);
    await run({ action }, done);
    setBusy(null);
  };
  const button = (action: OrderSendAction, label: string, done: string) => {
    const pending = pendingSendOf(detail, action);
    return (
      <ActionButton
        variant="outlined"
        loading={busy === action}
        disabledReason={pending && ORDER_TEXTS.sendPending(pending.What)}
        onClick={() => void act(action, done)}
      >
        {label}
      </ActionButton>
    );
  };
  return (
    <>
      {canOrphan &&
        canSendToNetSuite(detail.Shipments) &&
        button('send-to-netsuite', ORDER_TEXTS.sendToNetSuite, ORDER_TEXTS.sendQueued('Order to NetSuite'))}
      {canEmail &&
        button(
          'resend-confirmation',
          ORDER_TEXTS.resendConfirmation,
          ORDER_TEXTS.sendQueued('Confirmation e-mail'),
        )}
      {canFiles &&
        redemptionPayments(detail.Payments).length > 0 &&
        button(
          'send-redemption-files',
          ORDER_TEXTS.sendRedemptionFiles,
          ORDER_TEXTS.sendQueued('Redemption files to Eagle'),
        )}
    </>
  );
}

/**
 * What refreshes the History: an edit (the version), an action (a new send) and a send's outcome (written
 * back by the system, which the page sees as the send no longer pending).
 */
const historyRevision = (detail: OrderDetail): number =>
  detail.Version * 1_000_000 +
  detail.Sends.length * 1000 +
  detail.Sends.filter((send) => send.Status !== 'pending').length;

function OrderDetailView({ detail }: { detail: OrderDetail }) {
  const { Order } = detail;
  const backTo = useBackToSearch();
  const submitted = Order.DateSubmitted
    ? `Submitted ${formatDateTime(Order.DateSubmitted)}`
    : 'Not submitted';
  return (
    <RecordPage
      title={`Order ${Order.ID}`}
      subtitle={`${submitted} · ${Order.Status}`}
      back={{ to: backTo, label: 'Back to Orders' }}
      actions={<OrderActions detail={detail} />}
      main={
        <>
          <OrderSummary detail={detail} />
          {detail.Shipments.map((shipment) => (
            <ShipmentCard key={shipment.ID} detail={detail} shipment={shipment} />
          ))}
        </>
      }
      side={
        <>
          <TotalsCard detail={detail} />
          <PaymentsCard detail={detail} />
          <SendsCard detail={detail} />
        </>
      }
      history={{ entity: 'order', id: Order.ID, version: historyRevision(detail) }}
    />
  );
}
