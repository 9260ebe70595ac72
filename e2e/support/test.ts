import { test as base, expect, type ConsoleMessage } from '@playwright/test';

export { expect };

/**
 * Chromium's own line for every HTTP error status a page's request got. Journeys ask for some on purpose
 * (a refused key, a version conflict, a missing record) and check what the screen then shows; the
 * statuses themselves are checked where they matter.
 */
const isStatusReport = (message: ConsoleMessage) => message.text().startsWith('Failed to load resource');

/**
 * The journeys' `test`: every journey also fails on what staff would meet as a broken screen while its steps
 * still pass — an uncaught error in any page of its browser context, an error or warning the app wrote to
 * the console (a React or router warning is a defect the build shipped), or a server error (5xx) answered to
 * any of its requests, a background one included.
 */
export const test = base.extend<{ pageProblems: void }>({
  pageProblems: [
    async ({ context }, use) => {
      const problems: string[] = [];
      context.on('weberror', (error) =>
        problems.push(`uncaught in ${error.page()?.url()}: ${error.error().stack ?? error.error().message}`),
      );
      context.on('response', (response) => {
        if (response.status() >= 500) {
          problems.push(`${response.status()} for ${response.request().method()} ${response.url()}`);
        }
      });
      context.on('console', (message) => {
        if ((message.type() === 'error' || message.type() === 'warning') && !isStatusReport(message)) {
          problems.push(`console.${message.type()} in ${message.page()?.url()}: ${message.text()}`);
        }
      });
      await use();
      expect(problems, 'errors in the pages or warnings on their consoles').toEqual([]);
    },
    { auto: true },
  ],
});
