import { chromium } from '@playwright/test';
const base = 'http://localhost:3112';
const routes = (process.env.ROUTES ?? '/orders').split(',');
const user = process.env.TOUR_USER ?? 'lhansen';
(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
  await page.goto(base + '/');
  await page.getByLabel('Username').fill(user);
  await page.getByRole('textbox', { name: 'Password' }).fill(user === 'admin' ? 'Admin!Try12345' : 'Demo!Try12345');
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForTimeout(1500);
  for (const [i, route] of routes.entries()) {
    const t = Date.now();
    await page.goto(base + route);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(400);
    console.log(route, Date.now() - t, 'ms', page.url());
    await page.screenshot({ path: `/tmp/tour-${user}-${i}.png`, fullPage: process.env.FULL === '1' });
  }
  await browser.close();
})();
