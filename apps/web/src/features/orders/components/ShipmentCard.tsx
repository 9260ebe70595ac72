import {
  destinationTypeLabel,
  eagleStatusMessage,
  eGiftLines,
  giftCardLines,
  latestSend,
  netSuiteStatusMessage,
  ORDER_TEXTS,
  pendingSendOf,
  SHIPMENT_STATUS_LABELS,
  SHIPPING_METHOD_LABELS,
  formatCalendarDate,
  timePreferenceLabel,
  type FileStatus as Status,
  type OrderDetail,
  type OrderSend,
  type OrderSendAction,
  type OrderShipment,
} from '@commerce/domain';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useCan } from '../../../lib/permissions.tsx';
import { ActionButton } from '../../../ui/ActionButton.tsx';
import { ReadOnlyField } from '../../../ui/ReadOnlyField.tsx';
import { SectionCard } from '../../../ui/SectionCard.tsx';
import { ValueWithAction } from '../../../ui/ValueWithAction.tsx';
import { useOrderAction } from '../api.ts';
import { addressText, personName } from '../format.ts';
import { EGiftEmailDialog, TrackingNumberDialog } from './ShipmentDialogs.tsx';
import { FileStatus } from './FileStatus.tsx';
import { CostLines, LineItems } from './LineItems.tsx';

/** A system's status of the shipment: Success/Fail/…, the spec's message, and how its latest send went. */
function SystemStatus(props: {
  label: string;
  system: string;
  status: Status;
  message: string;
  send: OrderSend | undefined;
}) {
  const { label, system, status, message, send } = props;
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <FileStatus status={status} />
      <Typography variant="body2">{message}</Typography>
      {send?.Status === 'pending' && (
        <Typography variant="body2" color="text.secondary" role="status">
          {ORDER_TEXTS.sending(system)}
          {send.LastError ? ` The last attempt failed: ${send.LastError}` : ''}
        </Typography>
      )}
      {send?.Status === 'sent' && send.Channel && (
        <Typography variant="caption" color="text.secondary" component="div">
          {ORDER_TEXTS.channelNote(send.Channel, system)}
        </Typography>
      )}
      {send?.Status === 'failed' && (
        <Typography variant="body2" color="error">
          {`The send was given up after ${send.Attempts} attempts: ${send.LastError ?? 'no answer'}`}
        </Typography>
      )}
    </Box>
  );
}

/**
 * One shipment with every field the spec lists, its NetSuite and Eagle status messages, its line items
 * and cost lines, and the actions on it (each shown only with its key).
 */
export function ShipmentCard({ detail, shipment }: { detail: OrderDetail; shipment: OrderShipment }) {
  const orderId = detail.Order.ID;
  const canSendToEagle = useCan('order-orphan-sender', 'order-resend-files');
  const canSendGiftCards = useCan('order-orphan-sender');
  const canEmail = useCan('order-email-sender');
  const canEditUps = useCan('order-edit-ups');
  const run = useOrderAction(orderId);
  const [dialog, setDialog] = useState<'tracking' | 'egift' | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const { xp } = shipment;
  const eGifts = eGiftLines(shipment);
  const giftCards = giftCardLines(shipment);
  const erpSend = latestSend(detail, 'erp', shipment.ID);
  const posSend = latestSend(detail, 'pos', shipment.ID, 'shipment');

  const act = async (action: OrderSendAction, done: string) => {
    setBusy(action);
    await run({ action, shipmentId: shipment.ID }, done);
    setBusy(null);
  };
  /** An action of the shipment: disabled, saying why, while the same send for it is on its way. */
  const button = (action: OrderSendAction, label: string, onClick: () => void) => {
    const pending = pendingSendOf(detail, action, shipment.ID);
    return (
      <ActionButton
        size="small"
        variant="outlined"
        loading={busy === action}
        disabledReason={pending && ORDER_TEXTS.sendPending(pending.What)}
        onClick={onClick}
      >
        {label}
      </ActionButton>
    );
  };

  const actions = (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {canSendToEagle &&
        button(
          'send-to-eagle',
          ORDER_TEXTS.sendToEagle,
          () => void act('send-to-eagle', ORDER_TEXTS.sendQueued(`Shipment ${shipment.ID} to Eagle`)),
        )}
      {canSendGiftCards &&
        giftCards.length > 0 &&
        button(
          'send-gift-cards',
          ORDER_TEXTS.sendGiftCards,
          () => void act('send-gift-cards', ORDER_TEXTS.sendQueued('Gift cards on shipment')),
        )}
      {canEmail &&
        eGifts.length > 0 &&
        button('resend-egift-email', ORDER_TEXTS.resendEGift, () => setDialog('egift'))}
    </Stack>
  );

  const field = (label: string, value: React.ReactNode, emptyText?: string) => (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <ReadOnlyField label={label} value={value} emptyText={emptyText} />
    </Grid>
  );
  const recipient = shipment.ShipTo;

  return (
    <SectionCard title={`Shipment ${shipment.ID}`} action={actions}>
      <Grid container spacing={2}>
        {field('Status', SHIPMENT_STATUS_LABELS[xp.Status])}
        {field('Delivery Method', SHIPPING_METHOD_LABELS[xp.DeliveryMethod])}
        {field('Destination Type', destinationTypeLabel(xp.AddressType))}
        {field('Recipient', personName(recipient) || (recipient?.CompanyName as string | undefined))}
        {field(
          'Delivery Address',
          addressText(recipient ? { ...recipient, FirstName: null, LastName: null } : null),
        )}
        {field('Requested Delivery Date', formatCalendarDate(xp.RequestedDeliveryDate))}
        {field('Time Preference', timePreferenceLabel(xp.TimePreference))}
        {field('Delivery Note', xp.DeliveryNote)}
        {field('Card Message', xp.NoCardMessage ? 'No card message' : xp.CardMessage)}
        {field('Print At Store', xp.PrintAtStore)}
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <Box>
            <Typography variant="caption" color="text.secondary" component="div">
              Tracking Number
            </Typography>
            <ValueWithAction
              value={
                <Typography color={shipment.TrackingNumber ? 'text.primary' : 'text.secondary'}>
                  {shipment.TrackingNumber ?? 'None Provided'}
                </Typography>
              }
              action={
                canEditUps &&
                xp.DeliveryMethod === 'UPS' && {
                  label: ORDER_TEXTS.editTracking,
                  icon: <EditOutlinedIcon fontSize="small" />,
                  onClick: () => setDialog('tracking'),
                }
              }
            />
          </Box>
        </Grid>
        {field('DDMS Order ID', xp.DDMSOrderID)}
        <Grid size={{ xs: 12, md: 6 }}>
          <SystemStatus
            label="NetSuite"
            system="NetSuite"
            status={xp.NetsuiteStatus}
            message={netSuiteStatusMessage(xp.NetsuiteStatus, xp.NetsuiteTimeStamp)}
            send={erpSend}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <SystemStatus
            label="Eagle"
            system="Eagle"
            status={xp.EagleStatus}
            message={eagleStatusMessage(xp.EagleStatus, xp.EagleTimeStamp)}
            send={posSend}
          />
        </Grid>
      </Grid>
      <Divider sx={{ my: 2 }} />
      <LineItems shipment={shipment} />
      <Box sx={{ mt: 2 }}>
        <CostLines shipment={shipment} />
      </Box>
      {dialog === 'tracking' && (
        <TrackingNumberDialog detail={detail} shipment={shipment} onClose={() => setDialog(null)} />
      )}
      {dialog === 'egift' && (
        <EGiftEmailDialog detail={detail} shipment={shipment} onClose={() => setDialog(null)} />
      )}
    </SectionCard>
  );
}
