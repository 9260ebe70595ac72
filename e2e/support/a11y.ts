import AxeBuilder from '@axe-core/playwright';
import { errors, expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/**
 * True when every frame of the page still holds axe-core from an earlier check. AxeBuilder evaluates its
 * 580 KB source twice a check (0.2–0.3 s each on a 2-core machine); a document that has it is handed an
 * empty script instead, so only the first check after a page load pays for it.
 */
async function axeLoaded(page: Page): Promise<boolean> {
  const loaded = await Promise.all(
    page.frames().map((frame) => frame.evaluate('typeof window.axe?.run === "function"').catch(() => false)),
  );
  return loaded.every(Boolean);
}

/** Impacts that fail a journey. Moderate and minor findings (landmarks, heading levels) are not enforced. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Runs axe-core (its default rules) on what the page shows now and fails on any serious or critical
 * violation, naming the rule, what it asks for and the first elements that break it. Call it once a
 * screen (or a dialog, menu or popover on it) has settled: `await expectNoA11yViolations(page)`.
 * `exclude` takes CSS selectors of parts to leave out (e.g. a third-party frame).
 */
export async function expectNoA11yViolations(page: Page, options: { exclude?: string[] } = {}) {
  // Transitions (a dialog fading in, a row fading out) finish first: axe reads colours as they are drawn.
  // Two frames first, so a transition that starts on the next frame is seen; endless animations (spinners,
  // skeletons) are not waited for.
  await page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
  // A function, not a string: a string predicate is run through eval at every poll in the page, which the
  // console's Content-Security-Policy refuses; the wait then failed at the first running transition and axe
  // read the screen mid-way. Only running out of time is let go.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
          ),
      undefined,
      { timeout: 5_000 },
    )
    .catch((error: unknown) => {
      if (!(error instanceof errors.TimeoutError)) throw error;
    });
  // Legacy mode runs axe.run in the page itself and violations are all it reports: about 0.8 s a screen
  // instead of 3–4 s (the default mode finishes each run in a new blank page). It does not look into
  // cross-origin frames; there are none, and a storefront frame would be excluded anyway.
  let builder = new AxeBuilder({ page, axeSource: (await axeLoaded(page)) ? ';' : undefined })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] });
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const failing = violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ` +
        violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | '),
    );
  expect(failing, `accessibility violations on ${new URL(page.url()).pathname}`).toEqual([]);
}
