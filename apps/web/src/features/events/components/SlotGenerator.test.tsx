import { EVENT_TEXTS, storeDateOf } from '@commerce/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SlotGenerator } from './SlotGenerator.tsx';

const nextMonthDay = (day: number) => {
  const [year, month] = storeDateOf().split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10);
};

describe('SlotGenerator', () => {
  it('generates the slots of every chosen date: 3 on two dates are 6', async () => {
    const onGenerate = vi.fn();
    const user = userEvent.setup();
    render(<SlotGenerator usedDates={[]} onGenerate={onGenerate} />);
    const generate = screen.getByRole('button', { name: 'Generate' });
    expect(generate).toBeDisabled();
    expect(screen.getByLabelText('Start time')).toHaveValue('08:00');
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await user.click(screen.getByRole('button', { name: nextMonthDay(10) }));
    await user.click(screen.getByRole('button', { name: nextMonthDay(11) }));
    const count = screen.getByRole('spinbutton', { name: 'Number of slots' });
    await user.clear(count);
    await user.type(count, '3');
    await user.click(generate);
    const slots = onGenerate.mock.calls[0]![0] as { Date: string; Start: string; End: string }[];
    expect(slots).toHaveLength(6);
    // The calendar is cleared for more dates; what was added is said, not 'Choose at least one date.'.
    expect(screen.getByRole('status')).toHaveTextContent(EVENT_TEXTS.slotsAdded(6));
    expect(screen.queryByText('Choose at least one date.')).toBeNull();
    await user.click(screen.getByRole('button', { name: nextMonthDay(12) }));
    expect(screen.getByRole('status')).toHaveTextContent('1 date chosen');
    expect(slots.slice(0, 3)).toEqual([
      { Date: nextMonthDay(10), Start: '08:00', End: '09:00' },
      { Date: nextMonthDay(10), Start: '09:00', End: '10:00' },
      { Date: nextMonthDay(10), Start: '10:00', End: '11:00' },
    ]);
  });

  it('refuses more slots than fit before midnight and a zero length', async () => {
    const user = userEvent.setup();
    render(<SlotGenerator usedDates={[]} onGenerate={vi.fn()} />);
    const count = screen.getByRole('spinbutton', { name: 'Number of slots' });
    await user.clear(count);
    await user.type(count, '17');
    expect(screen.getByText('Number of slots must be from 1 to 16.')).toBeInTheDocument();
    const hours = screen.getByRole('spinbutton', { name: 'Hours' });
    await user.clear(hours);
    await user.type(hours, '0');
    expect(screen.getByText('Hours or minutes must be above 0.')).toBeInTheDocument();
  });

  it('does not offer used dates', async () => {
    const user = userEvent.setup();
    render(<SlotGenerator usedDates={[nextMonthDay(10)]} onGenerate={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('button', { name: nextMonthDay(10) })).toBeDisabled();
    expect(screen.getByRole('button', { name: nextMonthDay(11) })).toBeEnabled();
  });
});
