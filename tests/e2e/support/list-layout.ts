import { expect, type Locator, type Page } from '@playwright/test';

/** Nothing on the page, in the shell's scroller or in the list scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page, list: Locator) {
  const page_ = await page.evaluate(() => {
    const root = document.scrollingElement!;
    return { scroll: root.scrollWidth, client: root.clientWidth };
  });
  expect(page_.scroll, 'the page scrolls sideways').toBeLessThanOrEqual(page_.client);
  for (const box of [list, list.locator('.data-table-scroll'), page.locator('main')]) {
    const size = await box.evaluate((element) => ({
      scroll: element.scrollWidth,
      client: element.clientWidth,
    }));
    expect(size.scroll, 'a scroller overflows sideways').toBeLessThanOrEqual(size.client);
  }
}

/** The element is shown and lies within the viewport's width, not cut off at either side. */
export async function expectWithinViewportWidth(page: Page, element: Locator) {
  await expect(element).toBeVisible();
  await expect(element).toBeInViewport();
  const box = (await element.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
}
