import { zodResolver } from '@hookform/resolvers/zod';
import {
  eGiftEmailSchema,
  eGiftLines,
  ORDER_TEXTS,
  trackingNumberSchema,
  type OrderDetail,
  type OrderShipment,
} from '@commerce/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { FormTextField } from '../../../ui/FormTextField.tsx';
import { whenValid } from '../../../ui/whenValid.ts';
import { useOrderAction } from '../api.ts';

interface DialogProps {
  detail: OrderDetail;
  shipment: OrderShipment;
  onClose(): void;
}

/** Resend e-gift recipient e-mail: the recipient's address (a simple pattern), prefilled from the line. */
export function EGiftEmailDialog({ detail, shipment, onClose }: DialogProps) {
  const run = useOrderAction(detail.Order.ID);
  const form = useForm({
    resolver: zodResolver(eGiftEmailSchema),
    defaultValues: { Email: eGiftLines(shipment)[0]?.xp.Email ?? '' },
  });
  const send = whenValid(form.handleSubmit, (body) =>
    run(
      { action: 'resend-egift-email', shipmentId: shipment.ID, body },
      ORDER_TEXTS.sendQueued(`E-gift card e-mail to ${body.Email}`),
      { rethrow: true },
    ),
  );
  return (
    <FormDialog
      open
      onClose={onClose}
      onSubmit={send}
      title={ORDER_TEXTS.eGiftDialogTitle}
      submitLabel="Send"
      maxWidth="xs"
    >
      <FormTextField
        control={form.control}
        name="Email"
        type="email"
        label={ORDER_TEXTS.eGiftEmailLabel}
        autoFocus
        fullWidth
        // The title sits close above: room for the outlined label.
        sx={{ mt: 1 }}
      />
    </FormDialog>
  );
}

/** Edit UPS tracking number, against the order's version as the page showed it. */
export function TrackingNumberDialog({ detail, shipment, onClose }: DialogProps) {
  const run = useOrderAction(detail.Order.ID);
  const [version] = useState(detail.Version);
  const form = useForm({
    resolver: zodResolver(trackingNumberSchema),
    defaultValues: { TrackingNumber: shipment.TrackingNumber ?? '' },
  });
  const save = whenValid(form.handleSubmit, (body) =>
    run(
      {
        action: 'tracking-number',
        shipmentId: shipment.ID,
        body: { TrackingNumber: body.TrackingNumber ?? '' },
        version,
      },
      'The tracking number has been saved.',
      { rethrow: true },
    ),
  );
  return (
    <FormDialog open onClose={onClose} onSubmit={save} title={ORDER_TEXTS.editTracking} maxWidth="xs">
      <FormTextField
        control={form.control}
        name="TrackingNumber"
        label={ORDER_TEXTS.trackingLabel}
        autoFocus
        fullWidth
        sx={{ mt: 1 }}
        helperText="Leave empty to remove it."
      />
    </FormDialog>
  );
}
