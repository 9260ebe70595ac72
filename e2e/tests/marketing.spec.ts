import { HOME_PAGE_TEXTS, REDIRECT_TEXTS, SEO_TEXTS, SITEMAP_TEXTS } from '@commerce/domain';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { signIn, snap } from '../support/app.ts';
import { demoStaff } from '../support/users.ts';

const marketing = demoStaff.marketing;
const mark = Date.now().toString(36).slice(-5);

/** A published file as the storefront reads it (a cache-busting value), once the publish has run. */
const published = (page: Page, name: string) =>
  page.request.get(`/public/${name}?v=${Math.random()}`).then((response) => response.text());

test('a Marketing user adds a redirect: a destination that is a redirected slug is circular; the new one leads the list and redirects.json', async ({
  page,
}) => {
  await signIn(page, marketing, { path: '/marketing' });
  await expect(page).toHaveURL(/\/marketing$/);
  const table = page.getByRole('table', { name: 'Redirects' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: REDIRECT_TEXTS.add }).click();
  const dialog = page.getByRole('dialog', { name: REDIRECT_TEXTS.add });
  const slug = `/e2e-${mark}`;
  await dialog.getByRole('textbox', { name: 'Slug' }).fill(slug);
  // '/roses' is a redirected slug of the demo data.
  await dialog.getByRole('textbox', { name: 'Destination' }).fill('/roses');
  await expect(dialog.getByText(REDIRECT_TEXTS.circular)).toBeVisible();
  await expect(dialog.getByRole('button', { name: REDIRECT_TEXTS.submit })).toBeDisabled();
  await expectNoA11yViolations(page);
  await snap(page, 'marketing-add-redirect-circular');

  await dialog.getByRole('textbox', { name: 'Destination' }).fill(`/category/e2e-${mark}`);
  await expect(dialog.getByText(REDIRECT_TEXTS.helper).first()).toBeVisible();
  await dialog.getByRole('button', { name: REDIRECT_TEXTS.submit }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(REDIRECT_TEXTS.added)).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toContainText(slug);

  await expect
    .poll(async () => JSON.parse(await published(page, 'redirects.json'))[slug])
    .toBe(`/category/e2e-${mark}`);

  // Remove it again, through the spec's confirmation.
  await page.getByPlaceholder(REDIRECT_TEXTS.filterPlaceholder).fill(slug);
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('row').nth(1).hover();
  await page.getByRole('button', { name: `${REDIRECT_TEXTS.remove} ${slug}` }).click();
  const confirm = page.getByRole('dialog', { name: REDIRECT_TEXTS.removeTitle });
  await expect(confirm.getByText(`/category/e2e-${mark}`).first()).toBeVisible();
  await expect(confirm.getByRole('button', { name: REDIRECT_TEXTS.removeConfirm })).toBeDisabled();
  await confirm.getByRole('checkbox', { name: REDIRECT_TEXTS.removeAcknowledge }).check();
  await expectNoA11yViolations(page);
  await confirm.getByRole('button', { name: REDIRECT_TEXTS.removeConfirm }).click();
  await expect(page.getByText(REDIRECT_TEXTS.removed)).toBeVisible();
  await expect(table.getByText(slug)).toBeHidden();
});

test('batch redirects skip an existing slug and report it; redirects.json and sitemap.xml carry the entries', async ({
  page,
}) => {
  await signIn(page, marketing, { path: '/marketing/batchRedirects' });
  const area = page.getByRole('textbox', { name: REDIRECT_TEXTS.batchLabel });
  const submit = page.getByRole('button', { name: REDIRECT_TEXTS.batchSubmit });
  await expect(submit).toBeDisabled();
  await area.fill([`/e2e-b1-${mark}:/x1`, '/roses:/y', `/e2e-b2-${mark}:/x2`].join('\n'));
  await submit.click();
  await expect(page.getByText(REDIRECT_TEXTS.batchAdded(2))).toBeVisible();
  const skipped = page.getByRole('table', { name: REDIRECT_TEXTS.batchSkipped(1) });
  await expect(skipped.getByRole('row', { name: /\/roses:\/y/ })).toContainText(
    REDIRECT_TEXTS.alreadyRedirected,
  );
  await expectNoA11yViolations(page);
  await snap(page, 'marketing-batch-redirects');

  await expect
    .poll(async () => {
      const map = JSON.parse(await published(page, 'redirects.json'));
      return [map[`/e2e-b1-${mark}`], map[`/e2e-b2-${mark}`], map['/roses']];
    })
    .toEqual(['/x1', '/x2', '/category/flowers-roses']);

  // The Sitemap tab shows the published file; Regenerate publishes it again.
  await page.getByRole('tab', { name: 'Sitemap' }).click();
  await expect(page).toHaveURL(/\/marketing\/sitemap$/);
  await page.getByRole('button', { name: SITEMAP_TEXTS.regenerate }).click();
  const text = page.getByLabel('sitemap.xml');
  await expect(text).toContainText('/store-locator</loc>');
  await expectNoA11yViolations(page);
  await snap(page, 'marketing-sitemap');
  const xml = await published(page, 'sitemap.xml');
  for (const kind of ['/category/', '/product/', '/store/', '/event/', '/advice-and-info'])
    expect(xml).toContain(kind);
});

test('SEO: Discard and Save Changes follow the draft; a save reaches buyerxp.json', async ({ page }) => {
  await signIn(page, marketing, { path: '/marketing/seo' });
  await page.getByRole('button', { name: 'Care', exact: true }).click();
  const form = page.getByRole('region', { name: 'Care' });
  const title = form.getByRole('textbox', { name: SEO_TEXTS.title });
  await expect(title).not.toHaveValue('');
  const save = form.getByRole('button', { name: SEO_TEXTS.save });
  await expect(save).toBeDisabled();
  const text = `Plant care ${mark}`;
  await title.fill(text);
  await expect(form.getByRole('button', { name: SEO_TEXTS.discard })).toBeEnabled();
  await expectNoA11yViolations(page);
  await snap(page, 'marketing-seo');
  await save.click();
  await expect(page.getByText(SEO_TEXTS.saved('Care'))).toBeVisible();
  await expect(save).toBeDisabled();
  await expect
    .poll(async () => JSON.parse(await published(page, 'buyerxp.json')).SEOPages.Care.seo.MetaTitle)
    .toBe(text);
});

test('Picks: 3 leave Save disabled, 4 may be saved', async ({ page }) => {
  await signIn(page, marketing, { path: '/home-page' });
  const picks = page.getByRole('region', { name: HOME_PAGE_TEXTS.picks });
  await expect(picks.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('region', { name: HOME_PAGE_TEXTS.featuredEvents })).toBeVisible();
  await expectNoA11yViolations(page);
  await snap(page, 'home-page');

  await page.getByRole('button', { name: HOME_PAGE_TEXTS.edit(HOME_PAGE_TEXTS.picks) }).click();
  const dialog = page.getByRole('dialog', { name: HOME_PAGE_TEXTS.edit(HOME_PAGE_TEXTS.picks) });
  await expect(dialog.getByText(HOME_PAGE_TEXTS.picksDialog)).toBeVisible();
  const chosen = dialog.getByRole('list', { name: `${HOME_PAGE_TEXTS.picks} in order` });
  const save = dialog.getByRole('button', { name: HOME_PAGE_TEXTS.save });
  while ((await chosen.getByRole('listitem').count()) > 3) {
    await chosen
      .getByRole('button', { name: /^Remove / })
      .first()
      .click();
  }
  await expect(chosen.getByRole('listitem')).toHaveCount(3);
  await expect(save).toBeDisabled();
  await expectNoA11yViolations(page);
  await snap(page, 'home-page-picks-three');

  const firstChoice = dialog
    .getByRole('list', { name: HOME_PAGE_TEXTS.searchProducts })
    .getByRole('listitem')
    .first();
  const name = (await firstChoice.getByRole('button').getAttribute('aria-label'))!.replace(/^Add /, '');
  await firstChoice.getByRole('button').click();
  await expect(chosen.getByRole('listitem')).toHaveCount(4);
  await expect(save).toBeEnabled();
  await save.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(HOME_PAGE_TEXTS.saved(HOME_PAGE_TEXTS.picks))).toBeVisible();
  await expect(picks.getByRole('listitem')).toHaveCount(4);
  await expect(picks.getByText(name, { exact: true })).toBeVisible();
});

test('without misc-marketing: no Marketing screen, no home page editing, and the API refuses', async ({
  page,
}) => {
  await signIn(page, demoStaff.delivery, { path: '/home-page' });
  await expect(page.getByRole('region', { name: HOME_PAGE_TEXTS.picks })).toBeVisible();
  await expect(page.getByRole('button', { name: HOME_PAGE_TEXTS.edit(HOME_PAGE_TEXTS.picks) })).toHaveCount(
    0,
  );
  const headers = { 'x-commerce-admin': '1' };
  expect((await page.request.get('/api/redirects')).status()).toBe(403);
  expect(
    (
      await page.request.post('/api/redirects', { headers, data: { slug: '/x', destination: '/y' } })
    ).status(),
  ).toBe(403);
  expect(
    (await page.request.post('/api/redirects/batch', { headers, data: { text: '/x:/y' } })).status(),
  ).toBe(403);
  expect(
    (
      await page.request.put('/api/home-page', {
        headers: { ...headers, 'if-match': '"1"' },
        data: { BachmansPicks: [] },
      })
    ).status(),
  ).toBe(403);
  expect((await page.request.get('/api/settings/buyerxp/seo-pages')).status()).toBe(403);
  await page.goto('/marketing');
  await expect(page).toHaveURL(/\/profile$/);
});
