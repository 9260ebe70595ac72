import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SortableList } from './SortableList';
import { moveId, positionOf } from './sortableOrder';

describe('moveId', () => {
  const ids = ['a', 'b', 'c', 'd'];
  it.each([
    ['a', 'c', ['b', 'c', 'a', 'd']],
    ['d', 'a', ['d', 'a', 'b', 'c']],
    ['b', 'c', ['a', 'c', 'b', 'd']],
  ])('moves %s to where %s is', (active, over, expected) =>
    expect(moveId(ids, active, over)).toEqual(expected),
  );

  it('moves nothing when dropped on itself, outside the list or on something unknown', () => {
    expect(moveId(ids, 'b', 'b')).toBeNull();
    expect(moveId(ids, 'b', null)).toBeNull();
    expect(moveId(ids, 'b', 'z')).toBeNull();
    expect(positionOf(ids, 'c')).toBe('3 of 4');
  });
});

const flowers = [
  { code: 'P1', name: 'Roses' },
  { code: 'P2', name: 'Tulips' },
  { code: 'P3', name: 'Lilies' },
];

// jsdom lays nothing out: give each row a 40 px slot by its place in the list, so the keyboard sensor
// can find the row above or below.
const ROW_HEIGHT = 40;
function rectOf(element: Element): DOMRect {
  const row = element.closest('li');
  const index = row?.parentElement ? [...row.parentElement.children].indexOf(row) : 0;
  const top = index * ROW_HEIGHT;
  return {
    x: 0,
    y: top,
    top,
    left: 0,
    width: 300,
    height: ROW_HEIGHT,
    right: 300,
    bottom: top + ROW_HEIGHT,
    toJSON: () => ({}),
  } as DOMRect;
}

describe('SortableList', () => {
  beforeEach(() => {
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      return rectOf(this);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  const renderList = (onReorder = vi.fn(), disabled = false) => {
    render(
      <SortableList
        aria-label="Picks"
        items={flowers}
        getId={(flower) => flower.code}
        getLabel={(flower) => flower.name}
        renderItem={(flower) => <span>{flower.name}</span>}
        onReorder={onReorder}
        disabled={disabled}
      />,
    );
    return onReorder;
  };

  it('shows each row with a labelled drag handle', () => {
    renderList();
    const list = screen.getByRole('list', { name: 'Picks' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['Roses', 'Tulips', 'Lilies']);
    expect(screen.getByRole('button', { name: 'Move Tulips' })).toBeEnabled();
  });

  /** Every text the live region for screen readers says, in order. */
  const listen = () => {
    const said: string[] = [];
    const observer = new MutationObserver(() => {
      const text = document.querySelector('[aria-live]')?.textContent ?? '';
      if (text && said.at(-1) !== text) said.push(text);
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    return { said, stop: () => observer.disconnect() };
  };
  // The keyboard sensor starts listening a tick after the drag starts, like a real key press would allow.
  const press = async (element: HTMLElement, key: string, code = key) => {
    await act(async () => {
      fireEvent.keyDown(element, { key, code });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  };

  it('moves a row with the keyboard (Space, arrows, Space) and announces each step', async () => {
    const onReorder = renderList();
    const live = listen();
    const handle = screen.getByRole('button', { name: 'Move Roses' });
    handle.focus();
    await press(handle, ' ', 'Space');
    await press(handle, 'ArrowDown');
    await press(handle, 'ArrowDown');
    await press(handle, ' ', 'Space');
    expect(onReorder).toHaveBeenCalledWith(['P2', 'P3', 'P1']);
    await vi.waitFor(() => expect(live.said).toContain('Roses dropped at position 3 of 3.'));
    live.stop();
    expect(live.said).toEqual([
      'Picked up Roses, position 1 of 3.',
      'Roses moved to position 2 of 3.',
      'Roses moved to position 3 of 3.',
      'Roses dropped at position 3 of 3.',
    ]);
  });

  it('puts a row back with Escape', async () => {
    const onReorder = renderList();
    const handle = screen.getByRole('button', { name: 'Move Lilies' });
    handle.focus();
    await press(handle, ' ', 'Space');
    await press(handle, 'ArrowUp');
    await press(handle, 'Escape');
    expect(
      await screen.findByText('Moving Lilies was cancelled; it is back where it was.'),
    ).toBeInTheDocument();
    expect(onReorder).not.toHaveBeenCalled();
  });

  it('offers no handle when disabled', () => {
    renderList(vi.fn(), true);
    for (const handle of screen.getAllByRole('button', { name: /^Move / })) expect(handle).toBeDisabled();
  });
});
