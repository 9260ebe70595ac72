import { CATEGORY_TEXTS, type CategoryTreeNode } from '@commerce/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes, testSession } from '../../../test/render.tsx';
import { CategoryTree } from './CategoryTree.tsx';

const node = (ID: string, ParentID: string | null, ListOrder: number, ChildCount = 0): CategoryTreeNode => ({
  ID,
  ParentID,
  Name: ID.split('_').at(-1)!,
  Active: ListOrder !== 2,
  ListOrder,
  ChildCount,
  Thumbnail: null,
});
const LEVELS: Record<string, CategoryTreeNode[]> = {
  '!*': [node('Flowers', null, 1, 2), node('Plants', null, 2), node('GiftCards', null, 3)],
  Flowers: [node('Flowers_Roses', 'Flowers', 1), node('Flowers_Tulips', 'Flowers', 2)],
};

let calls: { url: string; method: string; body: unknown }[] = [];

beforeEach(() => {
  calls = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push({
      url: url.pathname + url.search,
      method,
      body: init?.body ? JSON.parse(String(init.body)) : null,
    });
    if (method === 'PUT') return json(200, { Changed: [] });
    const items = LEVELS[url.searchParams.get('ParentID') ?? ''] ?? [];
    return json(200, {
      Meta: { Page: 1, PageSize: 100, TotalCount: items.length, TotalPages: 1, ItemRange: [1, items.length] },
      Items: items,
    });
  });
});

const renderTree = (permissions: string[]) => {
  const expanded = new Set<string>();
  const Harness = () => (
    <CategoryTree
      selectedId={null}
      tab={undefined}
      expanded={expanded}
      onToggle={(id) => (expanded.has(id) ? expanded.delete(id) : expanded.add(id))}
    />
  );
  return renderRoutes([{ path: '*', element: <Harness /> }], '/categories', testSession({ permissions }));
};

describe('CategoryTree', () => {
  it('lists the roots, never offers to expand GiftCards, and without keys offers no add and no drag', async () => {
    renderTree(['categories-reader']);
    expect(await screen.findByRole('link', { name: /^Flowers/ })).toHaveAttribute(
      'href',
      '/categories/Flowers',
    );
    expect(screen.getByRole('button', { name: 'Expand Flowers' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Expand GiftCards' })).toBeNull();
    expect(screen.queryByRole('button', { name: CATEGORY_TEXTS.addCategory })).toBeNull();
    expect(screen.getByRole('button', { name: 'Move Flowers' })).toBeDisabled();
    expect(calls.map((call) => call.url)).toEqual([
      '/api/categories?ParentID=%21*&page=1&pageSize=100&sortBy=ListOrder',
    ]);
  });

  it('moves a root with the keyboard and saves the new order with the order seen, in one call', async () => {
    renderTree(['categories-reader', 'categories-edit', 'categories-create']);
    await screen.findByRole('link', { name: /^Plants/ });
    expect(screen.getByRole('button', { name: CATEGORY_TEXTS.addCategory })).toBeVisible();
    expect(
      screen.getByRole('button', { name: `${CATEGORY_TEXTS.addSubcategory} to Flowers` }),
    ).toBeInTheDocument();
    const handle = screen.getByRole('button', { name: 'Move Plants' });
    handle.focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')).toEqual({
      url: '/api/categories/order',
      method: 'PUT',
      body: {
        ParentID: null,
        IDs: ['Plants', 'Flowers', 'GiftCards'],
        Seen: ['Flowers', 'Plants', 'GiftCards'],
      },
    });
  });
});
