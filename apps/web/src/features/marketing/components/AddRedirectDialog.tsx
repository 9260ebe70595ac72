import {
  addRedirectRoute,
  REDIRECT_TEXTS,
  redirectFieldText,
  validateRedirect,
  type Redirect,
  type RedirectErrors,
} from '@commerce/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, call } from '../../../lib/api.ts';
import { redirectCheckOptions } from '../../../resources/marketing.ts';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { InputField } from '../../../ui/InputField.tsx';
import { useDebouncedValue } from '../../../ui/useDebouncedValue.ts';

const EMPTY: Redirect = { slug: '', destination: '' };

/**
 * 'Add Redirect' (spec 3 §5): Slug and Destination, each with its rule's text or the helper text under it.
 * The rules that need only the two fields apply as the user types; whether the slug is already redirected,
 * or the destination is a redirected slug, is asked of the server (the list may hold 100,000). Submit is
 * disabled while any error exists or the check is still running.
 */
export function AddRedirectDialog({
  open,
  onClose,
  onAdded,
}: {
  open: boolean;
  onClose(): void;
  onAdded(): Promise<unknown>;
}) {
  const [values, setValues] = useState<Redirect>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<keyof Redirect, boolean>>>({});
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setValues(EMPTY);
      setTouched({});
    }
  }

  const slug = values.slug.trim();
  const destination = values.destination.trim();
  const local = validateRedirect({ slug, destination }, {});
  const asked = useDebouncedValue({ slug, destination }, 250);
  const upToDate = asked.slug === slug && asked.destination === destination;
  const check = useQuery({
    ...redirectCheckOptions(asked.slug, asked.destination),
    enabled: open && Object.keys(local).length === 0,
  });
  const errors: RedirectErrors =
    Object.keys(local).length > 0 ? local : upToDate && check.data ? check.data : {};
  const checking = Object.keys(local).length === 0 && (!upToDate || !check.data);
  const hasErrors = Object.keys(errors).length > 0;

  const field = (name: keyof Redirect, label: string, autoFocus = false) => {
    const shown = touched[name] || values[name] !== '' ? errors : {};
    return (
      <InputField
        label={label}
        required
        autoFocus={autoFocus}
        value={values[name]}
        error={!!shown[name]}
        helperText={redirectFieldText(shown, name)}
        onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
        onBlur={() => setTouched((current) => ({ ...current, [name]: true }))}
        inputProps={{ spellCheck: false, autoComplete: 'off' }}
      />
    );
  };

  const submit = async () => {
    try {
      await call(addRedirectRoute, { body: { slug, destination } });
    } catch (error) {
      // The server's rules are the same; a slug added meanwhile by someone else lands here.
      if (error instanceof ApiError && error.status === 400) throw new Error(error.message);
      throw error;
    }
    await onAdded();
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={REDIRECT_TEXTS.add}
      onSubmit={submit}
      submitLabel={REDIRECT_TEXTS.submit}
      submitDisabled={hasErrors || checking}
    >
      {field('slug', REDIRECT_TEXTS.slug, true)}
      {field('destination', REDIRECT_TEXTS.destination)}
    </FormDialog>
  );
}
