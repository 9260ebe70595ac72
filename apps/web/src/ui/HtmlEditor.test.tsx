import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { linkAddress } from './HtmlEditor';
import { LazyHtmlEditor } from './LazyHtmlEditor';

function Field({ initial, onChange }: { initial: string; onChange(html: string): void }) {
  const [value, setValue] = useState(initial);
  const [disabled, setDisabled] = useState(false);
  return (
    <>
      <LazyHtmlEditor
        label="Warranty"
        disabled={disabled}
        value={value}
        onChange={(html) => {
          setValue(html);
          onChange(html);
        }}
      />
      <button onClick={() => setValue('')}>Clear</button>
      <button onClick={() => setDisabled((was) => !was)}>Lock</button>
      <button onClick={() => setValue('<p>Replaced <script>x()</script></p>')}>Load</button>
    </>
  );
}

// jsdom lays nothing out; ProseMirror measures ranges when it scrolls the selection into view.
beforeAll(() => {
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
});

describe('HtmlEditor', () => {
  it('loads on first use, shows the value, and edits it through the toolbar', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    render(<Field initial="<p>Hello <strong>there</strong></p>" onChange={onChange} />);
    const box = await screen.findByRole('textbox', { name: 'Warranty' });
    expect(box.innerHTML).toContain('Hello <strong>there</strong>');

    const toolbar = screen.getByRole('toolbar', { name: 'Warranty formatting' });
    for (const name of [
      'Bold',
      'Italic',
      'Underline',
      'Bulleted list',
      'Numbered list',
      'Link',
      'Undo',
      'Redo',
    ]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(toolbar).toContainElement(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();

    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Bulleted list' }));
    expect(onChange).toHaveBeenLastCalledWith('<ul><li><p>Hello <strong>there</strong></p></li></ul>');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onChange).toHaveBeenLastCalledWith('<p>Hello <strong>there</strong></p>');
  });

  it('takes a value set from outside, sanitised, and answers empty as ""', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    render(<Field initial="" onChange={onChange} />);
    const box = await screen.findByRole('textbox', { name: 'Warranty' });
    await user.click(screen.getByRole('button', { name: 'Load' }));
    await waitFor(() => expect(box).toHaveTextContent('Replaced'));
    expect(box.innerHTML).not.toContain('script');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(box).toHaveTextContent(''));
    await user.click(screen.getByRole('button', { name: 'Lock' }));
    expect(box).toHaveAttribute('contenteditable', 'false');
    expect(screen.getByRole('button', { name: 'Bold' })).toBeDisabled();
    // Values set from outside, and locking, are not changes made by the user.
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('linkAddress', () => {
  it.each([
    ['example.com', 'https://example.com'],
    ['https://example.com/care?x=1', 'https://example.com/care?x=1'],
    ['mailto:help@example.com', 'mailto:help@example.com'],
    ['tel:+16125550100', 'tel:+16125550100'],
    ['javascript:alert(1)', null],
    ['data:text/html,x', null],
    ['', null],
    ['two words', null],
  ])('%j → %j', (typed, address) => expect(linkAddress(typed)).toBe(address));
});
