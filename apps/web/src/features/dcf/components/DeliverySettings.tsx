import { DELIVERY_METHOD_LABELS, DELIVERY_METHODS, DCF_TEXTS, type DeliveryMap } from '@commerce/domain';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormDialog } from '../../../ui/FormDialog.tsx';

/**
 * The delivery methods (spec 2 §3): each enabled or not, with whole lead days from 0. `requireOne` is the
 * default's rule (at least one method enabled).
 */
export function DeliveryDialog({
  title,
  delivery,
  requireOne,
  onSave,
  onClose,
}: {
  title: string;
  delivery: DeliveryMap | null;
  requireOne: boolean;
  onSave(next: DeliveryMap): Promise<unknown>;
  onClose(): void;
}) {
  const [draft, setDraft] = useState(
    () =>
      Object.fromEntries(
        DELIVERY_METHODS.map((method) => [
          method,
          {
            enabled: delivery?.[method]?.enabled ?? false,
            leadDays: String(delivery?.[method]?.leadDays ?? 0),
          },
        ]),
      ) as Record<(typeof DELIVERY_METHODS)[number], { enabled: boolean; leadDays: string }>,
  );
  const invalid = DELIVERY_METHODS.filter((method) => !/^\d{1,3}$/.test(draft[method].leadDays));
  const none = requireOne && !DELIVERY_METHODS.some((method) => draft[method].enabled);
  const submit = () =>
    onSave(
      Object.fromEntries(
        DELIVERY_METHODS.map((method) => [
          method,
          { enabled: draft[method].enabled, leadDays: Number(draft[method].leadDays) },
        ]),
      ),
    );
  return (
    <FormDialog
      open
      title={title}
      onClose={onClose}
      onSubmit={submit}
      submitDisabled={invalid.length > 0 || none}
    >
      {none && <Typography color="error">Enable at least one delivery method.</Typography>}
      <Stack spacing={1}>
        {DELIVERY_METHODS.map((method) => (
          <Stack key={method} direction="row" sx={{ alignItems: 'center', gap: 2 }}>
            <Switch
              checked={draft[method].enabled}
              onChange={(event) =>
                setDraft((current) => ({
                  ...current,
                  [method]: { ...current[method], enabled: event.target.checked },
                }))
              }
              slotProps={{ input: { 'aria-label': DELIVERY_METHOD_LABELS[method] } }}
            />
            <Typography sx={{ flex: 1 }}>{DELIVERY_METHOD_LABELS[method]}</Typography>
            <TextField
              size="small"
              label={DCF_TEXTS.leadDays}
              value={draft[method].leadDays}
              onChange={(event) =>
                setDraft((current) => ({
                  ...current,
                  [method]: { ...current[method], leadDays: event.target.value },
                }))
              }
              error={invalid.includes(method)}
              slotProps={{
                htmlInput: {
                  inputMode: 'numeric',
                  'aria-label': `${DELIVERY_METHOD_LABELS[method]} lead days`,
                },
              }}
              sx={{ width: 110 }}
            />
          </Stack>
        ))}
      </Stack>
    </FormDialog>
  );
}
