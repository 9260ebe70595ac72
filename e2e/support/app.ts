import path from 'node:path';
import { CSRF_HEADER } from '@commerce/domain';
import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { screenshotsDir } from './env.ts';
import { fullName } from './users.ts';

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 390, height: 844 } as const;

/** What the app keeps in localStorage under 'commerce-admin.session'. */
export interface StoredSession {
  AccessTokenExpiresAt: number;
  HasRefreshToken: boolean;
}

export const SESSION_STORAGE_KEY = 'commerce-admin.session';

/** The page origin's 'commerce-admin.session' entry, or null when there is none. */
export async function storedSession(page: Page): Promise<StoredSession | null> {
  const { origins } = await page.context().storageState();
  const value = origins
    .find((entry) => entry.origin === new URL(page.url()).origin)
    ?.localStorage.find((item) => item.name === SESSION_STORAGE_KEY)?.value;
  return value ? (JSON.parse(value) as StoredSession) : null;
}

/**
 * Saves e2e/.artifacts/screenshots/<name>.png and returns its path: the whole page, or with
 * `fullPage: false` just the viewport (for dialogs, drawers and menus, whose backdrop covers only it).
 */
export async function snap(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<string> {
  const file = path.join(screenshotsDir, `${name}.png`);
  // Transitions (menus fading in, the drawer sliding in) are fast-forwarded to their end state.
  await page.screenshot({ path: file, fullPage: options.fullPage ?? true, animations: 'disabled' });
  return file;
}

/**
 * A full-page screenshot scrolled back to the top first: taken from further down, the fixed top bar and
 * side menu would be drawn in the middle of the page.
 */
export async function snapFromTop(page: Page, name: string): Promise<string> {
  await page.evaluate('window.scrollTo(0, 0)');
  return snap(page, name);
}

/**
 * Screenshots at 1280×800 and 390×844 (`<name>-1280x800.png`, `<name>-390x844.png`), each after
 * `settled` confirms the layout for that size, then restores the viewport the page had.
 */
export async function snapBothSizes(
  page: Page,
  name: string,
  settled: (size: 'desktop' | 'phone') => Promise<void> = async () => {},
  options: { fullPage?: boolean } = {},
) {
  const before = page.viewportSize() ?? DESKTOP;
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await settled(size);
    await snap(page, `${name}-${viewport.width}x${viewport.height}`, options);
  }
  await page.setViewportSize(before);
}

export const signInButton = (page: Page) => page.getByRole('button', { name: 'Sign In', exact: true });
export const topBar = (page: Page) => page.getByRole('banner');
export const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

export async function fillSignIn(
  page: Page,
  credentials: { username: string; password: string },
  options: { rememberMe?: boolean } = {},
) {
  await page.getByLabel('Username').fill(credentials.username);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  if (options.rememberMe) await page.getByRole('checkbox', { name: 'Remember me' }).check();
}

/** Opens the app (at `path`), signs in with the form and waits for the signed-in shell. */
export async function signInWithForm(
  page: Page,
  credentials: { username: string; password: string },
  options: { rememberMe?: boolean; path?: string } = {},
) {
  await page.goto(options.path ?? '/');
  await fillSignIn(page, credentials, options);
  await signInButton(page).click();
  await expect(topBar(page)).toBeVisible();
}

/**
 * Signs in as the form does — the same request, so the same session cookies and the same stored expiry
 * (lib/session-start.ts) — then opens the app at `path` and waits for the signed-in shell. Journeys about
 * something else start here, sparing the sign-in page's load before the shell's (measured: the request takes
 * about 0.15 s, opening the app cold 0.5–1.2 s either way; 7 s over 69 journeys). The form itself is walked
 * by the sign-in, sign-out and session journeys.
 *
 * With Remember me unless told otherwise, as staff at their own desk sign in: a session without a refresh
 * token does not survive a reload once its token is within 30 s of expiry (spec 1 §4).
 */
export async function signIn(
  page: Page,
  credentials: { username: string; password: string },
  options: { rememberMe?: boolean; path?: string } = {},
) {
  const answer = await page.request.post('/api/auth/login', {
    headers: { [CSRF_HEADER]: '1' },
    data: {
      Username: credentials.username,
      Password: credentials.password,
      RememberMe: options.rememberMe ?? true,
    },
  });
  const tokens = await answer.text();
  expect(answer.ok(), tokens).toBe(true);
  // The app's origin holds the stored expiry; a small same-origin page is opened to write it.
  await page.goto('/api/health');
  await page.evaluate(
    `localStorage.setItem(${JSON.stringify(SESSION_STORAGE_KEY)}, ${JSON.stringify(tokens)})`,
  );
  await page.goto(options.path ?? '/');
  await expect(topBar(page)).toBeVisible();
}

/** The profile page of the user: its URL, the 'My Profile' card, and the top bar's label and name. */
export async function expectProfile(page: Page, user: { firstName: string; lastName: string }) {
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'My Profile', exact: true })).toBeVisible();
  await expect(topBar(page).getByText('My Profile', { exact: true })).toBeVisible();
  await expect(topBar(page).getByRole('button', { name: fullName(user) })).toBeVisible();
}

/**
 * A list's table once its page has come: not busy, with rows. Its placeholder rows while loading are rows
 * too (empty cells), so counting rows alone can read the placeholders.
 */
export async function expectListLoaded(table: Locator) {
  await expect(table).toHaveAttribute('aria-busy', 'false');
  await expect(table.locator('tbody tr').first()).toBeVisible();
}

/**
 * Moves a sortable row one place up as a keyboard user does: Space lifts its handle, ArrowUp moves it, Space
 * drops it. Each key waits for the step before it to be heard.
 */
export async function moveUpWithKeyboard(page: Page, handle: Locator, label: string) {
  await handle.focus();
  await expect(handle).toBeFocused();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  // dnd-kit listens for the arrows only from a timer the lift sets (KeyboardSensor.attach), and the handle is
  // pressed before that timer runs: an ArrowUp sent at once was lost about one time in two. A timer set now
  // runs after the lift's.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText(`${label} moved to position`)).toBeAttached();
  await page.keyboard.press('Space');
}
