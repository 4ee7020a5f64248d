import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4850';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const sizes = { 390: [390, 844], 820: [820, 1180], 1440: [1440, 900] };
const [phone, paths] = [process.argv[2], process.argv.slice(3)];
for (const [name, [width, height]] of Object.entries(sizes)) {
  const ctx = await browser.newContext({ viewport: { width, height } });
  const page = await ctx.newPage();
  await page.goto(base + '/signin');
  await page.locator('#signin-language').selectOption('ar');
  await page.waitForFunction(() => document.documentElement.lang === 'ar');
  await page.locator('#signin-phone').fill(phone);
  await page.locator('#signin-phone').press('Enter');
  await page.locator('#signin-otp').fill('123456');
  await page.locator('#signin-otp').press('Enter');
  await page.waitForURL((url) => !url.pathname.includes('signin'));
  await page.waitForTimeout(2500);
  for (const path of paths) {
    await page.goto(base + path); await page.waitForTimeout(3000);
    const file = `/tmp/walk/${phone}${path.replaceAll('/', '_')}-${name}.png`;
    await page.screenshot({ path: file });
    const m = await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir, document.documentElement.scrollWidth, document.documentElement.clientWidth]);
    const latin = (await page.locator('body').innerText()).match(/[A-Za-z]{3,}/g) ?? [];
    console.log(file, m.join(' '), [...new Set(latin)].join(','));
  }
  await ctx.close();
}
await browser.close();
