import { BUILD_ORDER_TEXTS as T, registerCustomerRoute, registerCustomerSchema } from '@commerce/domain';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { call } from '../../../lib/api.ts';
import { useToast } from '../../../lib/toast.ts';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { PhoneField } from '../../../ui/PhoneField.tsx';

const EMPTY = { FirstName: '', LastName: '', Email: '', Phone: '' };

/** Register Customer: the four fields, checked here and by the server; 409 shows the e-mail-taken text. */
export function RegisterCustomerDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const toast = useToast();
  const [values, setValues] = useState(EMPTY);
  const [touched, setTouched] = useState(false);
  const parsed = registerCustomerSchema.safeParse(values);
  const errors: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  }
  const field = (name: keyof typeof EMPTY) => ({
    value: values[name],
    error: touched && !!errors[name],
    helperText: touched ? errors[name] : undefined,
    required: true,
    fullWidth: true,
  });
  const close = () => {
    setValues(EMPTY);
    setTouched(false);
    onClose();
  };
  return (
    <FormDialog
      open={open}
      title={T.register}
      submitLabel={T.save}
      onClose={close}
      onSubmit={async () => {
        setTouched(true);
        if (!parsed.success) return false;
        const created = await call(registerCustomerRoute, { body: values });
        toast.success(T.registered(`${created.FirstName} ${created.LastName}`));
        setValues(EMPTY);
        setTouched(false);
        return true;
      }}
    >
      <TextField
        label={T.firstName}
        {...field('FirstName')}
        onChange={(event) => setValues({ ...values, FirstName: event.target.value })}
      />
      <TextField
        label={T.lastName}
        {...field('LastName')}
        onChange={(event) => setValues({ ...values, LastName: event.target.value })}
      />
      <TextField
        label={T.email}
        type="email"
        {...field('Email')}
        onChange={(event) => setValues({ ...values, Email: event.target.value })}
      />
      <PhoneField label={T.phone} {...field('Phone')} onChange={(Phone) => setValues({ ...values, Phone })} />
    </FormDialog>
  );
}
