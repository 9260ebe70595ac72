import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import type { BrowserContext } from '@playwright/test';
import { CSRF_HEADER } from '@commerce/domain';
import {
  DESKTOP,
  expectProfile,
  signIn,
  signInButton,
  signInWithForm,
  snap,
  storedSession,
} from '../support/app.ts';
import type { StoredSession } from '../support/app.ts';
import { chromiumArgs, chromiumPath } from '../support/env.ts';
import { taker } from '../support/users.ts';
import { expectNoA11yViolations } from '../support/a11y.ts';

// The start-up rule: an access token more than 30 s from expiry is used as it is; otherwise the app
// refreshes when it has a refresh token (Remember me) and shows the sign-in screen when it has none.
const EXPIRY_MARGIN_MS = 30_000;

test('a browser restart keeps the session with Remember me and asks to sign in without it', async ({
  baseURL,
}) => {
  const profiles = {
    remembered: fs.mkdtempSync(path.join(os.tmpdir(), 'commerce-admin-e2e-remembered-')),
    forgotten: fs.mkdtempSync(path.join(os.tmpdir(), 'commerce-admin-e2e-forgotten-')),
  };
  const open = new Set<BrowserContext>();
  const launch = async (userDataDir: string) => {
    const context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: chromiumPath,
      args: chromiumArgs,
      headless: true,
      baseURL,
      viewport: DESKTOP,
    });
    open.add(context);
    return context;
  };
  const close = async (context: BrowserContext) => {
    await context.close();
    open.delete(context);
  };

  try {
    const stored: StoredSession[] = [];
    await test.step('sign in in two browsers, one with Remember me, and close both', async () => {
      for (const [userDataDir, rememberMe] of [
        [profiles.remembered, true],
        [profiles.forgotten, false],
      ] as const) {
        const context = await launch(userDataDir);
        const page = context.pages()[0] ?? (await context.newPage());
        await signInWithForm(page, taker, { rememberMe });
        await expectProfile(page, taker);
        const session = await storedSession(page);
        expect(session).toMatchObject({ HasRefreshToken: rememberMe });
        stored.push(session!);
        await close(context);
      }
    });

    // The browsers come back when the tokens are within 30 s of expiry: their clocks are set there, so the
    // journey does not wait the token's lifetime out (it waited 10-30 s before).
    const nearExpiry = new Date(
      Math.max(...stored.map((session) => session.AccessTokenExpiresAt)) - EXPIRY_MARGIN_MS + 1_000,
    );
    const relaunch = async (userDataDir: string) => {
      const context = await launch(userDataDir);
      await context.clock.install({ time: nearExpiry });
      return context;
    };

    await test.step('with Remember me the restarted browser refreshes and opens the profile', async () => {
      const context = await relaunch(profiles.remembered);
      const page = context.pages()[0] ?? (await context.newPage());
      const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/auth/refresh'));
      await page.goto('/');
      expect((await refreshed).status()).toBe(200);
      await expectProfile(page, taker);
      await expect(signInButton(page)).toHaveCount(0);
      await expectNoA11yViolations(page);
      await snap(page, 'session-remembered-after-restart');
      await close(context);
    });

    await test.step('without Remember me the restarted browser shows the sign-in screen', async () => {
      const context = await relaunch(profiles.forgotten);
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/');
      await expect(signInButton(page)).toBeVisible();
      await expect(page.getByRole('banner')).toHaveCount(0);
      expect(await storedSession(page)).toBeNull();
      await expectNoA11yViolations(page);
      await snap(page, 'session-forgotten-after-restart');
      await close(context);
    });
  } finally {
    for (const context of open) await context.close().catch(() => undefined);
    for (const dir of Object.values(profiles)) fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a refresh whose answer never reached the browser does not end the session', async ({
  page,
  playwright,
  baseURL,
}) => {
  await signIn(page, taker);
  // The profile's own requests are over first: one refused while the cookie is traded would refresh by itself.
  await page.waitForLoadState('networkidle');
  // The browser's refresh cookie is traded by a request whose answer it never sees (a reload or a dropped
  // connection while a refresh was out): its cookies are the rotated-away ones now.
  const elsewhere = await playwright.request.newContext({
    baseURL,
    storageState: await page.context().storageState(),
  });
  const lost = await elsewhere.post('/api/auth/refresh', { headers: { [CSRF_HEADER]: '1' } });
  expect(lost.status()).toBe(200);
  await elsewhere.dispose();

  // The page's access token is refused; the app refreshes with the cookie it has and carries on.
  const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/auth/refresh'));
  await page.reload();
  expect((await refreshed).status()).toBe(200);
  await expectProfile(page, taker);
  await expect(signInButton(page)).toHaveCount(0);
});
