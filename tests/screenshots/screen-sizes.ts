import { mkdirSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/** The three sizes the team looks at: a phone, a tablet in the yard, a desk. */
export const SCREEN_SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 820, height: 1180 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

export const SCREENSHOT_DIR = 'docs/screenshots';
const LOOK_DIR = 'test-results/screens-tour';
mkdirSync(LOOK_DIR, { recursive: true });

/**
 * The page at each size, settled, saved as `<screen>-<width>.jpg` (JPEG keeps the README's
 * pictures small). `prepare` brings the page to the state shown, again after each resize.
 */
export async function shootAtEverySize(
  page: Page,
  screen: string,
  prepare: () => Promise<void>,
): Promise<void> {
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await prepare();
    // Let layout, fonts and transitions settle after the resize.
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(400);
    const picture = await page.screenshot({ type: 'png' });
    // PNG beside the test results for looking at closely; JPEG for the README.
    writeFileSync(`${LOOK_DIR}/${screen}-${size.width}.png`, picture);
    await page.screenshot({
      path: `${SCREENSHOT_DIR}/${screen}-${size.width}.jpg`,
      type: 'jpeg',
      quality: 72,
    });
  }
}
