// Renders the app icons (public/icons/*.png) from public/favicon.svg in Chromium, so every size
// comes from the one drawing. Run by hand after the favicon changes: `node scripts/render-icons.mjs`
// (CHROMIUM_PATH overrides /usr/bin/chromium); the PNGs it writes are committed.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const BRAND_TEAL = '#0b5d4b';
const outDir = 'public/icons';
const svg = readFileSync('public/favicon.svg', 'utf8');
const svgUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

/**
 * `glyphScale`: the favicon's share of the canvas. `fullBleed`: a square teal background behind it,
 * for icons the platform crops itself (maskable: anything outside the central 80 % circle may be
 * cut, so the glyph sits well inside it; Apple's touch icon: no transparency, iOS rounds it).
 */
const icons = [
  { file: 'icon-192.png', size: 192, glyphScale: 1, fullBleed: false },
  { file: 'icon-512.png', size: 512, glyphScale: 1, fullBleed: false },
  { file: 'icon-maskable-512.png', size: 512, glyphScale: 0.8, fullBleed: true },
  { file: 'apple-touch-icon-180.png', size: 180, glyphScale: 1, fullBleed: true },
];

function pageFor({ size, glyphScale, fullBleed }) {
  const glyph = Math.round(size * glyphScale);
  return `<!doctype html><html><body style="margin:0">
    <div id="icon" style="width:${size}px;height:${size}px;display:grid;place-items:center;
      background:${fullBleed ? BRAND_TEAL : 'transparent'}">
      <img src="${svgUrl}" width="${glyph}" height="${glyph}" alt="">
    </div></body></html>`;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  mkdirSync(outDir, { recursive: true });
  for (const icon of icons) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(pageFor(icon));
    await page.locator('#icon img').evaluate((image) => image.decode());
    await page.locator('#icon').screenshot({
      path: path.join(outDir, icon.file),
      omitBackground: !icon.fullBleed,
    });
    console.log(`${outDir}/${icon.file} (${icon.size}×${icon.size})`);
  }
} finally {
  await browser.close();
}
