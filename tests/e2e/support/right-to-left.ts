import { expect, type Locator, type Page } from '@playwright/test';

/** The page reads right to left and nothing on it scrolls sideways, the main scroller included. */
export async function expectRightToLeftPage(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const overflow = await page.evaluate(() =>
    [document.scrollingElement, document.querySelector('main')]
      .filter((element): element is Element => element !== null)
      .map((element) => ({
        what: element.tagName.toLowerCase(),
        scroll: element.scrollWidth,
        client: element.clientWidth,
      })),
  );
  for (const { what, scroll, client } of overflow) {
    expect(scroll, `${what} scrolls sideways`).toBeLessThanOrEqual(client);
  }
}

/** Whether the icon's drawing is mirrored: on the icon, its SVG or <ion-icon>'s inner box. */
export function isMirrored(icon: Locator): Promise<boolean> {
  return icon.evaluate((element) => {
    const boxes = [
      element,
      element.querySelector(':scope > svg'),
      element.shadowRoot?.querySelector('.icon-inner') ?? null,
    ].filter((box): box is Element => box !== null);
    const flips = boxes.filter((box) => {
      const transform = getComputedStyle(box).transform;
      return transform !== 'none' && new DOMMatrixReadOnly(transform).a < 0;
    });
    return flips.length % 2 === 1;
  });
}

/** The box's right edge (its inline start, right to left) comes to rest at `edge` (±1 px). */
export async function expectRightEdgeAt(box: Locator, edge: number) {
  // A drawer slides in: wait for it to arrive rather than read it on the way.
  await expect
    .poll(
      async () => {
        const bounds = await box.boundingBox();
        return bounds ? Math.abs(bounds.x + bounds.width - edge) : Infinity;
      },
      { message: 'right edge' },
    )
    .toBeLessThanOrEqual(1);
}
