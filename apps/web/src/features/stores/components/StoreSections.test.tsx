import { newHoursSchedule, STORE_ERRORS, STORE_TEXTS, type StoreDetail } from '@commerce/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderInApp, stubFetch, testSession } from '../../../test/render.tsx';
import { StoreHolidaysSection } from './StoreHolidaysSection.tsx';
import { StoreHoursSection } from './StoreHoursSection.tsx';
import { StoreSeoSection } from './StoreSimpleSections.tsx';

const store: StoreDetail = {
  ID: 'Store-Test-1-6125550100',
  CompanyName: 'Test Store',
  Street1: '1 Main St',
  Street2: null,
  City: 'Minneapolis',
  State: 'MN',
  Zip: '55401',
  Country: 'US',
  Phone: '6125550100',
  xp: {
    StoreType: 'Flagship',
    Active: true,
    WillCall: false,
    StoreID_1digit: null,
    StoreID_2digit: null,
    Image: null,
    ImageUrl: null,
    AboutUs: null,
    seo: { MetaTitle: null, MetaDescription: null },
    ServiceOffered: [],
    WorkingHrs: [{ ...newHoursSchedule(), Title: 'Regular Hours' }],
    Holidays: [{ Day: 'Christmas Day', Time: 'Closed' }],
    Content: null,
    PlaceID: null,
    Location: null,
    CustomLocation: false,
    PageName: null,
    BuiltIn: false,
    IsShipping: true,
  },
  DateCreated: '2026-01-01T00:00:00.000Z',
  Version: 3,
};

afterEach(() => vi.unstubAllGlobals());

const admin = () => testSession({ permissions: ['stores-reader', 'stores-admin'] });

describe('holiday hours', () => {
  it(
    'warns about a holiday already in use, and saves it anyway with the whole list',
    { timeout: 20_000 },
    async () => {
      const saved = { Day: 'Christmas Day', Time: '9 AM - 1 PM' };
      const fetchMock = stubFetch(
        json(200, { ...store, Version: 4, xp: { ...store.xp, Holidays: [...store.xp.Holidays, saved] } }),
      );
      const user = userEvent.setup({ delay: null });
      renderInApp(<StoreHolidaysSection store={store} />, admin());

      await user.click(screen.getByRole('button', { name: 'Add Holiday' }));
      const dialog = screen.getByRole('dialog', { name: 'Add Holiday' });
      await user.click(within(dialog).getByRole('combobox', { name: /Holiday/ }));
      await user.click(await screen.findByRole('option', { name: 'Christmas Day' }));
      expect(within(dialog).getByText(STORE_TEXTS.duplicateHoliday)).toBeInTheDocument();
      await user.type(within(dialog).getByRole('textbox', { name: /Operating Hours/ }), saved.Time);
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));

      await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      const [url, init] = fetchMock.mock.calls[0]!;
      expect(String(url)).toContain(`/api/stores/${store.ID}`);
      expect(init!.method).toBe('PATCH');
      expect(new Headers(init!.headers).get('if-match')).toBe('"3"');
      expect(JSON.parse(String(init!.body))).toEqual({ Holidays: [...store.xp.Holidays, saved] });
    },
  );

  it('offers no changes without stores-admin', () => {
    stubFetch();
    renderInApp(<StoreHolidaysSection store={store} />, testSession({ permissions: ['stores-reader'] }));
    expect(screen.getByText('Christmas Day')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Holiday' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Christmas Day' })).not.toBeInTheDocument();
  });
});

describe('store hours', () => {
  it(
    'blocks a start after the end with the spec text; a new schedule starts 08:00–17:00',
    { timeout: 20_000 },
    async () => {
      const fetchMock = stubFetch();
      const user = userEvent.setup({ delay: null });
      renderInApp(<StoreHoursSection store={store} />, admin());

      await user.click(screen.getByRole('button', { name: 'Add Hours' }));
      const dialog = screen.getByRole('dialog', { name: 'Add Store Hours' });
      expect(within(dialog).getByLabelText('Mon start')).toHaveValue('08:00');
      expect(within(dialog).getByLabelText('Mon end')).toHaveValue('17:00');
      fireEvent.change(within(dialog).getByLabelText('Mon start'), { target: { value: '18:00' } });
      expect(within(dialog).getByText(STORE_TEXTS.hoursOrder)).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );
});

describe('Store Page SEO', () => {
  it("edits the page name, offering the store's name; another store's is refused on the field", async () => {
    const pageNameInUse = {
      Errors: [{ ErrorCode: STORE_ERRORS.pageNameInUse.code, Message: STORE_ERRORS.pageNameInUse.message }],
    };
    const fetchMock = stubFetch(
      json(409, pageNameInUse),
      json(200, { ...store, Version: 4, xp: { ...store.xp, PageName: 'test-store-downtown' } }),
    );
    const user = userEvent.setup({ delay: null });
    renderInApp(<StoreSeoSection store={store} />, admin());

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const pageName = screen.getByRole('textbox', { name: STORE_TEXTS.pageName });
    expect(pageName).toHaveValue('test-store');
    await user.type(screen.getByRole('textbox', { name: 'Meta Title' }), 'Test Store');
    await user.type(screen.getByRole('textbox', { name: 'Meta Description' }), 'Flowers on Main Street');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(STORE_TEXTS.pageNameInUse)).toBeInTheDocument();
    expect(pageName).toHaveAttribute('aria-invalid', 'true');

    await user.clear(pageName);
    await user.type(pageName, 'test-store-downtown');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: STORE_TEXTS.pageName })).toBeNull());
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]!.body))).toEqual({
      Seo: {
        MetaTitle: 'Test Store',
        MetaDescription: 'Flowers on Main Street',
        PageName: 'test-store-downtown',
      },
    });
  });
});
