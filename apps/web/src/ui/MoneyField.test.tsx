import { zodResolver } from '@hookform/resolvers/zod';
import { feeStringSchema } from '@commerce/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { MoneyField } from './MoneyField';

function Controlled({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <MoneyField label="Standard fee" value={value} onChange={setValue} />;
}

describe('MoneyField', () => {
  it('shows a $ and refuses letters and signs as they are typed', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Controlled />);
    const input = screen.getByLabelText('Standard fee');
    expect(screen.getByText('$')).toBeInTheDocument();
    await user.type(input, '-1a9e.9x95');
    expect(input).toHaveValue('19.99');
  });

  it('shows 2 decimals once left, and leaves an empty field empty', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <>
        <Controlled />
        <Controlled initial="" />
      </>,
    );
    const [first, second] = screen.getAllByLabelText('Standard fee') as [HTMLElement, HTMLElement];
    await user.type(first, '5');
    await user.click(second);
    expect(first).toHaveValue('5.00');
    await user.click(first);
    expect(second).toHaveValue('');
  });

  it('steps by 0.01 with the arrow keys', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Controlled initial="1.00" />);
    const input = screen.getByLabelText('Standard fee');
    await user.click(input);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(input).toHaveValue('1.02');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveValue('1.01');
  });

  it('works as a react-hook-form field', async () => {
    const user = userEvent.setup({ delay: null });
    const saved = vi.fn();
    const schema = z.object({ fee: feeStringSchema });
    function FeeForm() {
      const { control, handleSubmit } = useForm({
        resolver: zodResolver(schema),
        defaultValues: { fee: '' },
      });
      return (
        <form onSubmit={handleSubmit(saved)}>
          <Controller
            name="fee"
            control={control}
            render={({ field, fieldState }) => (
              <MoneyField
                {...field}
                label="Fee"
                error={!!fieldState.error}
                helperText={fieldState.error?.message}
              />
            )}
          />
          <button type="submit">Save</button>
        </form>
      );
    }
    render(<FeeForm />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter an amount with at most 2 decimal places.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Fee'), '7.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Fee')).toHaveValue('7.50');
    expect(saved).toHaveBeenCalledWith({ fee: '7.50' }, expect.anything());
  });
});
