import { featuresInGroup } from '@commerce/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PermissionSelection } from './PermissionSelection.tsx';

let latest: string[] = [];

function Harness({ initial, disabled = false }: { initial: string[]; disabled?: boolean }) {
  const [value, setValue] = useState(initial);
  latest = value;
  return <PermissionSelection value={value} onChange={setValue} disabled={disabled} />;
}

/** The accordion header button of a group. */
const groupHeader = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}\\b`) });

describe('PermissionSelection', () => {
  it("sums each group up as 'All enabled' or '{n} feature(s) enabled'", () => {
    const allInternal = featuresInGroup('Internal Users').map((feature) => feature.key);
    render(<Harness initial={[...allInternal, 'order-reader', 'order-builder']} />);
    expect(groupHeader('Internal Users')).toHaveTextContent('All enabled');
    expect(groupHeader('Orders')).toHaveTextContent('2 feature(s) enabled');
    expect(groupHeader('Events')).toHaveTextContent('0 feature(s) enabled');
  });

  it('ticks single features and whole groups, updating the summary', async () => {
    render(<Harness initial={[]} />);
    await userEvent.click(groupHeader('Stores'));
    await userEvent.click(screen.getByRole('checkbox', { name: 'View Stores' }));
    expect(latest).toEqual(['stores-reader']);
    expect(groupHeader('Stores')).toHaveTextContent('1 feature(s) enabled');
    expect(screen.getByRole('checkbox', { name: 'All Stores features' })).toHaveAttribute(
      'data-indeterminate',
      'true',
    );

    await userEvent.click(screen.getByRole('checkbox', { name: 'All Stores features' }));
    expect(latest.sort()).toEqual(
      featuresInGroup('Stores')
        .map((feature) => feature.key)
        .sort(),
    );
    expect(groupHeader('Stores')).toHaveTextContent('All enabled');

    await userEvent.click(screen.getByRole('checkbox', { name: 'All Stores features' }));
    expect(latest).toEqual([]);
  });

  it('ticking a group does not fold or unfold it', async () => {
    render(<Harness initial={[]} />);
    const header = groupHeader('Delivery');
    expect(header).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(screen.getByRole('checkbox', { name: 'All Delivery features' }));
    expect(header).toHaveAttribute('aria-expanded', 'false');
  });

  it('changes nothing while read-only', async () => {
    render(<Harness initial={['order-reader']} disabled />);
    const groupBox = screen.getByRole('checkbox', { name: 'All Orders features' });
    expect(groupBox).toBeDisabled();
    await userEvent.click(groupHeader('Orders'));
    expect(screen.getByRole('checkbox', { name: 'View Orders' })).toBeDisabled();
    expect(latest).toEqual(['order-reader']);
  });
});
