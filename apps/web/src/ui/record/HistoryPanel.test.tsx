import type { HistoryEntry, HistoryPage } from '@commerce/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderInApp, stubFetch, testSession } from '../../test/render.tsx';
import { HistoryPanel } from './HistoryPanel.tsx';

afterEach(() => vi.unstubAllGlobals());

const paragraph = (words: number, from = 0) =>
  Array.from({ length: words }, (_, index) => `word${from + index}`).join(' ');
const description = (middle: string) =>
  `<p>${paragraph(150)} <strong>${middle}</strong> ${paragraph(150, 500)}</p>`;

const entry = (ID: number, Changes: HistoryEntry['Changes'], Action = 'save-basic-info'): HistoryEntry => ({
  ID,
  At: '2026-03-14T19:05:00.000Z',
  ActorID: 'mjohnson',
  ActorName: 'Maria Johnson',
  Action,
  Changes,
});

const page = (Items: HistoryEntry[], extra: Partial<HistoryPage> = {}): HistoryPage => ({
  Items,
  NextBefore: null,
  Names: {},
  ...extra,
});

const entries = () => screen.getAllByRole('listitem');

describe('the History panel', () => {
  it("shows the form's labels and the page's formats: names for IDs, money, dates, yes/no", async () => {
    stubFetch(
      json(
        200,
        page(
          [
            entry(3, {
              'xp.LocationID': { before: 'Store-EP', after: 'Store-GONE' },
              ReleaseDate1: { before: null, after: '2030-06-01T00:00:00.000Z' },
              'xp.Visible': { before: false, after: true },
            }),
            entry(2, { Street1: { before: '1 Main St', after: '2 Main St' } }),
          ],
          { Names: { store: { 'Store-EP': "Bachman's Eden Prairie" } } },
        ),
      ),
    );
    renderInApp(<HistoryPanel entity="event" id="WS1" />, testSession());
    expect(await screen.findByText('Location')).toBeInTheDocument();
    expect(screen.getByText("Bachman's Eden Prairie → Store-GONE")).toBeInTheDocument();
    expect(screen.getByText('Launch Date')).toBeInTheDocument();
    expect(screen.getByText('— → 06/01/30')).toBeInTheDocument();
    expect(screen.getByText('No → Yes')).toBeInTheDocument();
    expect(screen.getByText('Address')).toBeInTheDocument();
    expect(screen.queryByText('Street1')).not.toBeInTheDocument();
    expect(screen.getAllByText('03/14/26 2:05 pm')).toHaveLength(2);
  });

  it("shows a long HTML description as the words that changed, the whole behind 'Show full'", async () => {
    stubFetch(
      json(
        200,
        page([entry(1, { Description: { before: description('gloves'), after: description('pruners') } })]),
      ),
    );
    renderInApp(<HistoryPanel entity="event" id="WS1" />, testSession());
    const removed = await screen.findByText('gloves', { selector: 'del' });
    expect(removed).toBeInTheDocument();
    expect(screen.getByText('pruners', { selector: 'ins' })).toBeInTheDocument();
    const row = removed.closest('dd')!;
    // A few words either side, not the 300 around them, and never the markup.
    expect(row.textContent!.split(' ').length).toBeLessThan(25);
    expect(row.textContent).not.toContain('<');
    expect(row.textContent).not.toContain('word70 ');

    await userEvent.click(within(row).getByRole('button', { name: 'Show full' }));
    const full = within(row).getByRole('region', { name: 'Description in full' });
    expect(full.textContent).toContain('word70 ');
    expect(full.textContent).not.toContain('<strong>');
    await userEvent.click(within(row).getByRole('button', { name: 'Show less' }));
    expect(within(row).queryByRole('region')).not.toBeInTheDocument();
  });

  it("shows the newest 5 entries, 'Show more' the next 5, asking the server for its next page when needed", async () => {
    const first = Array.from({ length: 50 }, (_, index) =>
      entry(100 - index, { Name: { before: `n${index + 1}`, after: `n${index}` } }),
    );
    const fetchMock = stubFetch(
      json(200, page(first, { NextBefore: 51 })),
      json(200, page([entry(50, { Name: { before: 'old', after: 'older' } })])),
    );
    renderInApp(<HistoryPanel entity="event" id="WS1" />, testSession());
    await screen.findByText('n1 → n0');
    expect(entries()).toHaveLength(5);
    expect(screen.getByRole('region', { name: 'History entries' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(entries()).toHaveLength(10);
    // 40 entries at hand still: nothing more asked of the server yet.
    expect(fetchMock).toHaveBeenCalledTimes(1);

    for (let shown = 10; shown <= 50; shown += 5)
      await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('old → older')).toBeInTheDocument();
    expect(entries()).toHaveLength(51);
    expect(String(fetchMock.mock.calls[1]![0])).toContain('before=51');
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it("names a product's SKU, fees and related products, keeping the names of earlier pages after 'Show more'", async () => {
    const first = [
      entry(
        60,
        { SKU: { before: 'P1-1', after: 'P1-1' }, RetailPrice: { before: 40, after: 45 } },
        'save-sku-pricing',
      ),
      entry(59, { Related: { before: [], after: ['P2'] } }, 'save-related'),
      entry(58, { Fees: { before: null, after: ['OMSASM1000'] } }, 'save-fees'),
      ...Array.from({ length: 47 }, (_, index) =>
        entry(57 - index, { Warranty: { before: `w${index + 1}`, after: `w${index}` } }, 'save-warranty'),
      ),
    ];
    stubFetch(
      json(
        200,
        page(first, {
          NextBefore: 11,
          Names: {
            sku: { 'P1-1': 'Dozen Roses - Vase' },
            product: { P2: 'Pink Peony Bouquet' },
            fee: { OMSASM1000: 'SF-OMS ASSEMBLY FEES $ 10.00' },
          },
        }),
      ),
      json(
        200,
        page([entry(10, { DefaultSku: { before: 'P1-1', after: 'P1-2' } }, 'save-default-sku')], {
          Names: { sku: { 'P1-2': 'Dozen Roses - Wrapped' } },
        }),
      ),
    );
    renderInApp(<HistoryPanel entity="product" id="P1" />, testSession());
    const sku = await screen.findByText('Dozen Roses - Vase');
    expect(sku.previousElementSibling).toHaveTextContent('SKU');
    expect(screen.getByText('$40.00 → $45.00')).toBeInTheDocument();
    expect(screen.getByText('— → Pink Peony Bouquet')).toBeInTheDocument();
    expect(screen.getByText('— → SF-OMS ASSEMBLY FEES $ 10.00')).toBeInTheDocument();

    for (let shown = 5; shown <= 50; shown += 5)
      await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    // The second page's names add to the first's: the SKU named on both pages reads by name on each.
    expect(await screen.findByText('Dozen Roses - Vase → Dozen Roses - Wrapped')).toBeInTheDocument();
    expect(screen.getByText('Dozen Roses - Vase')).toBeInTheDocument();
    expect(screen.queryByText(/P1-1|P1-2|OMSASM1000/)).not.toBeInTheDocument();
  });

  it('says when nothing was recorded', async () => {
    stubFetch(json(200, page([])));
    renderInApp(<HistoryPanel entity="store" id="Store-1" />, testSession());
    expect(await screen.findByText('No changes recorded yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });
});
