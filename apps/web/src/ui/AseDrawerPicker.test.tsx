import { ASE_TEXTS, DCF_TEXTS, type AseDrawerItem, type ListPage } from '@commerce/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderInApp, testSession } from '../test/render.tsx';
import { AseDrawerPicker } from './AseDrawerPicker.tsx';

const drawer = (ID: string, Name: string): AseDrawerItem =>
  ({ ID, Name, Description: null, Active: true }) as unknown as AseDrawerItem;
const DRAWERS = [
  drawer('BALLOONS', 'Balloons'),
  drawer('CARDS', 'Greeting Cards'),
  drawer('CHOCOLATES', 'Chocolates'),
  drawer('PLUSH', 'Plush'),
  drawer('GIFTCARDS', "Bachman's Gift Cards"),
];

function stubDrawers() {
  const searches: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const params = new URLSearchParams(url.split('?')[1] ?? '');
      const search = (params.get('search') ?? '').toLowerCase();
      searches.push(search);
      const items = DRAWERS.filter((one) => one.Name.toLowerCase().includes(search));
      const page: ListPage<AseDrawerItem> = {
        Meta: {
          Page: 1,
          PageSize: 50,
          TotalCount: items.length,
          TotalPages: 1,
          ItemRange: [1, items.length],
          TotalCountIsEstimate: false,
        },
        Items: items,
      };
      return json(200, page);
    }),
  );
  return searches;
}

function Harness({ initial }: { initial: string[] }) {
  const [ids, setIds] = useState(initial);
  return (
    <>
      <AseDrawerPicker value={ids} onChange={setIds} />
      <output aria-label="Chosen">{ids.join(',')}</output>
    </>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('AseDrawerPicker', () => {
  it('adds a drawer found by a search, by name, and refuses a fourth ordinary one with the rule', async () => {
    const searches = stubDrawers();
    renderInApp(
      <Harness initial={['CARDS', 'CHOCOLATES']} />,
      testSession({ permissions: ['dcf-ase-assign'] }),
    );
    const chosen = await screen.findByRole('list', { name: 'Chosen drawers' });
    await waitFor(() => expect(within(chosen).getByText('Greeting Cards')).toBeTruthy());
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Add a drawer' }), 'ball');
    await waitFor(() => expect(searches).toContain('ball'));
    await user.click(await screen.findByRole('option', { name: /Balloons \(BALLOONS\)/ }));
    expect(screen.getByLabelText('Chosen').textContent).toBe('CARDS,CHOCOLATES,BALLOONS');
    await user.type(screen.getByRole('combobox', { name: 'Add a drawer' }), 'plush');
    await user.click(await screen.findByRole('option', { name: /Plush \(PLUSH\)/ }));
    expect(screen.getByRole('alert').textContent).toBe(ASE_TEXTS.onlyGiftCardsFourth);
    expect(screen.getByLabelText('Chosen').textContent).toBe('CARDS,CHOCOLATES,BALLOONS');
    await user.type(screen.getByRole('combobox', { name: 'Add a drawer' }), 'gift');
    await user.click(await screen.findByRole('option', { name: /Gift Cards \(GIFTCARDS\)/ }));
    expect(screen.getByLabelText('Chosen').textContent).toBe('CARDS,CHOCOLATES,BALLOONS,GIFTCARDS');
    await user.click(screen.getByRole('button', { name: 'Remove Balloons' }));
    expect(screen.getByLabelText('Chosen').textContent).toBe('CARDS,CHOCOLATES,GIFTCARDS');
  });

  it('says an empty choice is not chosen yet, and a search without a match found nothing', async () => {
    stubDrawers();
    renderInApp(<Harness initial={[]} />, testSession({ permissions: ['dcf-ase-assign'] }));
    expect(screen.getByText(DCF_TEXTS.noDrawersChosen)).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Add a drawer' }), 'zzz');
    expect(await screen.findByText(DCF_TEXTS.noDrawers)).toBeTruthy();
  });
});
