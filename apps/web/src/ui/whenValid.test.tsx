import { renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import type { Resolver, ResolverResult } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { whenValid } from './whenValid';

interface Invite {
  email: string;
}

const requireEmail: Resolver<Invite> = (values): ResolverResult<Invite> => {
  if (values.email) return { values, errors: {} };
  return { values: {}, errors: { email: { type: 'required', message: 'Email is required.' } } };
};

function renderForm(email: string) {
  return renderHook(() => useForm<Invite>({ defaultValues: { email }, resolver: requireEmail })).result
    .current;
}

describe('whenValid', () => {
  it('does not save invalid input and reports that the form must stay open', async () => {
    const save = vi.fn(() => Promise.resolve());
    const form = renderForm('');

    await expect(whenValid(form.handleSubmit, save)()).resolves.toBe(false);
    expect(save).not.toHaveBeenCalled();
  });

  it('saves valid input', async () => {
    const save = vi.fn(() => Promise.resolve());
    const form = renderForm('ann@example.com');

    await expect(whenValid(form.handleSubmit, save)()).resolves.toBe(true);
    expect(save).toHaveBeenCalledWith({ email: 'ann@example.com' });
  });

  it('passes a failing save on as a rejection', async () => {
    const form = renderForm('ann@example.com');

    await expect(whenValid(form.handleSubmit, () => Promise.reject(new Error('Taken.')))()).rejects.toThrow(
      'Taken.',
    );
  });
});
