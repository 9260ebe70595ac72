import {
  CSRF_HEADER,
  EVENT_ERRORS,
  EVENT_TEXTS,
  formatTimeOfDay,
  NO_RESULTS_TEXT,
  nextIsoDate,
  SEARCH_RULE_TEXT,
  storeDateOf,
  type EventDetail,
  type EventListItem,
  type ListPage,
} from '@commerce/domain';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { signIn, snap } from '../support/app.ts';
import { demoStaff } from '../support/users.ts';

const catalogue = demoStaff.catalogue;
const mark = Date.now().toString(36).slice(-5);
/** What the app sends with every change (the API refuses a change without it). */
const CSRF = { [CSRF_HEADER]: '1' };

/** A titled block of a page (SectionCard: a section or form with an h2). */
const panel = (page: Page, title: string) =>
  page
    .locator('section, form')
    .filter({ has: page.getByRole('heading', { name: title, exact: true, level: 2 }) });

/** The first day of next month and the day after: always selectable (in the future, never used). */
function twoDatesNextMonth(): [string, string] {
  const [year, month] = storeDateOf().split('-').map(Number) as [number, number];
  const next = new Date(Date.UTC(year, month, 10)).toISOString().slice(0, 10);
  return [next, nextIsoDate(next)];
}

test('a Catalogue user generates 3 slots on two dates for a new event, sees 6 date-times, and cannot activate it without a type', async ({
  page,
}) => {
  test.slow();
  await signIn(page, catalogue, { path: '/events' });
  await expect(page.getByRole('radio', { name: 'Ticketed' })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('radio', { name: 'Free' }).click();
  await expect(page).toHaveURL(/type=free/);
  await expect(page.getByRole('radio', { name: 'Free' })).toBeChecked();
  await snap(page, 'events-list');

  await page.getByRole('link', { name: EVENT_TEXTS.newEvent }).click();
  await expect(page.getByRole('heading', { name: EVENT_TEXTS.newTitle, level: 1 })).toBeVisible();
  const name = `E2E Open House ${mark}`;
  await page.getByRole('textbox', { name: EVENT_TEXTS.eventName }).fill(name);

  // Past days cannot be chosen.
  const today = storeDateOf();
  if (!today.endsWith('-01')) {
    const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    await expect(page.getByRole('button', { name: yesterday, exact: true })).toBeDisabled();
  }
  await page.getByRole('button', { name: 'Next month' }).click();
  const [first, second] = twoDatesNextMonth();
  await page.getByRole('button', { name: first, exact: true }).click();
  await page.getByRole('button', { name: second, exact: true }).click();
  await page.getByRole('spinbutton', { name: EVENT_TEXTS.slotCount }).fill('3');
  await page.getByRole('button', { name: EVENT_TEXTS.generate }).click();
  const slots = page.getByRole('list', { name: 'Date-times' }).getByRole('listitem');
  await expect(slots).toHaveCount(6);
  await expect(page.getByText('6 date-times', { exact: true })).toBeVisible();
  // Under the calendar, cleared for more dates: what was added, not 'Choose at least one date.'.
  await expect(page.getByText(EVENT_TEXTS.slotsAdded(6))).toBeVisible();
  await expect(page.getByText('Choose at least one date.')).toBeHidden();
  await expect(slots.first()).toContainText(`${formatTimeOfDay('08:00')} – ${formatTimeOfDay('09:00')}`);
  await expect(slots.nth(2)).toContainText(`${formatTimeOfDay('10:00')} – ${formatTimeOfDay('11:00')}`);
  await expectNoA11yViolations(page);
  await snap(page, 'event-new', { fullPage: true });

  await page.getByRole('button', { name: EVENT_TEXTS.create }).click();
  await expect(page.getByText(EVENT_TEXTS.created)).toBeVisible();
  await expect(page).toHaveURL(/\/events\/FEV\d{6}$/);
  const code = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const event = (await (await page.request.get(`/api/events/${code}`)).json()) as EventDetail;
  expect(event).toMatchObject({ Active: false, DefaultPriceScheduleID: 'FreeEvent', xp: { Visible: false } });
  expect(event.xp.EventDateTimes).toHaveLength(6);
  await expect(
    panel(page, EVENT_TEXTS.datesAndTimes).getByText(
      `${formatTimeOfDay('10:00')} – ${formatTimeOfDay('11:00')}`,
    ),
  ).toHaveCount(2);

  // Activating without a Type (and a location) is refused, on the screen and by the API.
  const visibility = panel(page, EVENT_TEXTS.visibility);
  await visibility.getByRole('button', { name: 'Edit' }).click();
  await expect(visibility.getByText(EVENT_TEXTS.cannotActivateHint)).toBeVisible();
  await visibility.getByRole('switch', { name: EVENT_TEXTS.activeLabel }).click();
  await visibility.getByRole('button', { name: 'Save' }).click();
  await expect(visibility.getByText(EVENT_ERRORS.cannotActivate.message)).toBeVisible();
  await expectNoA11yViolations(page);
  await snap(page, 'event-page', { fullPage: true });
  const refused = await page.request.patch(`/api/events/${code}/visibility`, {
    data: { Active: true, OmsVisible: false, ReleaseDate1: null, ReleaseDate2: null },
    headers: { ...CSRF, 'if-match': `"${event.Version}"` },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).Errors[0].ErrorCode).toBe(EVENT_ERRORS.cannotActivate.code);
  await visibility.getByRole('button', { name: 'Discard Changes' }).click();

  // With a Type (a child of Free Events, C-17) and a location it activates, and Delete goes.
  const basic = panel(page, EVENT_TEXTS.basicInfo);
  await basic.getByRole('button', { name: 'Edit' }).click();
  await basic.getByRole('textbox', { name: 'Date Display' }).fill('December 10 – 11');
  await basic.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Open Houses' }).click();
  await basic.getByRole('textbox', { name: 'SEO Title' }).fill(name);
  await basic.getByRole('textbox', { name: 'SEO Description' }).fill(`Join us for ${name}.`);
  await basic.getByRole('button', { name: 'Save' }).click();
  // Saved once the section reads again: 'Open Houses' shows in the Type field while it saves, and the
  // section shrinking afterwards moves the buttons below it (a click on Location's Edit could miss).
  await expect(basic.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(basic.getByText('Open Houses')).toBeVisible();
  const location = panel(page, EVENT_TEXTS.location);
  await location.getByRole('button', { name: 'Edit' }).click();
  await location.getByRole('combobox', { name: 'Location' }).click();
  await page.getByRole('option').first().click();
  await location.getByRole('button', { name: 'Save' }).click();
  await expect(location.getByText('Minneapolis, MN, US (default)')).toBeHidden();
  // Saved once the section reads again: an edit opened before that would hold the record's older version.
  await expect(location.getByRole('button', { name: 'Edit' })).toBeVisible();
  await visibility.getByRole('button', { name: 'Edit' }).click();
  await visibility.getByRole('switch', { name: EVENT_TEXTS.activeLabel }).click();
  await visibility.getByRole('button', { name: 'Save' }).click();
  await expect(visibility.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  // Inactive and hidden again, the free event may be deleted.
  await visibility.getByRole('button', { name: 'Edit' }).click();
  await visibility.getByRole('switch', { name: EVENT_TEXTS.activeLabel }).click();
  await visibility.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: EVENT_TEXTS.deleteTitle });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/events$/);
  expect((await page.request.get(`/api/events/${code}`)).status()).toBe(404);
});

test('a ticketed event shows its slots; Delete is not offered for it', async ({ page }) => {
  await signIn(page, catalogue, { path: '/events?type=ticketed' });
  const response = await page.request.get('/api/events?Ticketed=true&pageSize=1');
  const [ticketed] = ((await response.json()) as ListPage<EventListItem>).Items;
  await page.goto(`/events/${ticketed!.ProductCode}`);
  const slots = page.getByRole('table', { name: 'Slots' });
  await expect(slots.getByRole('row').nth(1)).toBeVisible();
  // The default SKU's toggle is disabled.
  await expect(slots.getByRole('switch').first()).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await snap(page, 'event-ticketed', { fullPage: true });
});

test('the events list with no match says the shared table text', async ({ page }) => {
  await signIn(page, catalogue, { path: `/events?search=nomatch${mark}` });
  await expect(page.getByText(NO_RESULTS_TEXT, { exact: true })).toBeVisible();
  await expect(page.getByPlaceholder(EVENT_TEXTS.searchPlaceholder)).toHaveAccessibleDescription(
    SEARCH_RULE_TEXT,
  );
  await expectNoA11yViolations(page);
});

test('the API refuses events to users without the keys', async ({ page }) => {
  const slot = { Date: twoDatesNextMonth()[0], Start: '08:00', End: '09:00' };
  const create = () =>
    page.request.post('/api/events', { data: { Name: 'X', EventDateTimes: [slot] }, headers: CSRF });
  const refusedForKeys = async (response: Awaited<ReturnType<typeof create>>) => {
    expect(response.status()).toBe(403);
    expect((await response.json()).Errors[0].ErrorCode).toBe('Auth.InsufficientPermissions');
  };

  // Delivery holds no events key at all.
  await signIn(page, demoStaff.delivery);
  await refusedForKeys(await page.request.get('/api/events'));
  await refusedForKeys(await create());

  // Marketing reads and edits events on the storefront but holds neither events-create nor events-delete.
  await page.context().clearCookies();
  await signIn(page, demoStaff.marketing, { path: '/events' });
  await expect(page.getByRole('radio', { name: 'Ticketed' })).toBeVisible();
  await expect(page.getByRole('link', { name: EVENT_TEXTS.newEvent })).toHaveCount(0);
  await refusedForKeys(await create());
  await page.goto('/events/new');
  await expect(page).toHaveURL(/\/profile$/);
});

test("an event's History stays short after a long HTML description is edited: the changed words, 'Show full' for the rest", async ({
  page,
}) => {
  await signIn(page, catalogue);
  const slot = { Date: twoDatesNextMonth()[0], Start: '08:00', End: '09:00' };
  const created = await page.request.post('/api/events', {
    data: { Name: `History ${mark}`, EventDateTimes: [slot] },
    headers: CSRF,
  });
  expect(created.status(), await created.text()).toBe(201);
  const { ID: code } = (await created.json()) as EventDetail;
  const steps = Array.from({ length: 40 }, (_, i) => `Shape and prune a small tree, step ${i} of the class.`);
  const describe = (bring: string) =>
    `<h2>Bonsai</h2><p>${steps.join(' ')}</p><p><strong>${bring}</strong></p><p>${steps.join(' ')}</p>`;
  for (const bring of ['Bring gloves.', 'Bring pruners and gloves.']) {
    const current = await page.request.get(`/api/events/${code}`);
    const saved = await page.request.patch(`/api/events/${code}/html`, {
      data: { Description: describe(bring) },
      headers: { ...CSRF, 'If-Match': current.headers().etag! },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  }

  await page.goto(`/events/${code}`);
  const history = panel(page, 'History');
  const latest = history.getByRole('listitem').first();
  await expect(latest.locator('ins')).toHaveText(['added: pruners and']);
  // The words around the change, not the 4,000 characters of the description twice, and never its markup.
  const description = latest.locator('dd').first();
  expect((await description.innerText()).length).toBeLessThan(200);
  await expect(history).not.toContainText('<p>');
  const box = (await history.boundingBox())!;
  expect(box.height).toBeLessThan(800);
  await expectNoA11yViolations(page);
  await snap(page, 'event-history');

  await latest.getByRole('button', { name: 'Show full' }).click();
  await expect(latest.getByRole('region', { name: 'Description in full' })).toContainText(
    'step 39 of the class.',
  );
});
