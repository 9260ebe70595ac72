import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PhoneField } from './PhoneField.tsx';

function Phone() {
  const [value, setValue] = useState('');
  return <PhoneField label="Phone" value={value} onChange={setValue} />;
}

describe('PhoneField', () => {
  it('masks as it is typed and shows a typed leading 0 rather than dropping it', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Phone />);
    const field = screen.getByRole('textbox', { name: 'Phone' });

    await user.type(field, '6125550100');
    expect(field).toHaveValue('(612) 555-0100');
    await user.clear(field);
    await user.type(field, '0612');
    expect(field).toHaveValue('(061) 2');
  });
});
