import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ScrollArea } from './ScrollArea';

describe('ScrollArea', () => {
  it('is a named region the keyboard reaches, so text with nothing focusable in it can be scrolled', async () => {
    render(
      <ScrollArea label="Page Text" maxHeight={200}>
        Flowers from Bachman&apos;s
      </ScrollArea>,
    );

    const region = screen.getByRole('region', { name: 'Page Text' });
    expect(region).toHaveTextContent("Flowers from Bachman's");
    await userEvent.tab();
    expect(region).toHaveFocus();
  });
});
