import { fontCacheName } from '../../lib/cache-names';
import { FONT_WEIGHTS, SCRIPT_FONTS, type ScriptLanguage } from './script-fonts';

/** The built files' addresses (hashed, under /assets/), by their name in ./files. */
const fileUrls = import.meta.glob<string>('./files/*.woff2', {
  query: '?url',
  import: 'default',
  eager: true,
});

export function fontFileUrl(file: string, weight: number): string {
  const url = fileUrls[`./files/${file}-${weight}.woff2`];
  if (!url) throw new Error(`No font file ${file}-${weight}.woff2: run npm run build:fonts`);
  return url;
}

/**
 * Adds the language's script font to the page, in each weight, and waits until they have loaded:
 * the stacks in src/app/styles/tokens.css put it first for the language. A face that fails is
 * taken out again.
 */
export async function addScriptFont(language: ScriptLanguage): Promise<void> {
  const { family, file, unicodeRange } = SCRIPT_FONTS[language];
  const urls = FONT_WEIGHTS.map((weight) => fontFileUrl(file, weight));
  const faces = FONT_WEIGHTS.map(
    (weight, index) =>
      new FontFace(family, `url(${urls[index]}) format('woff2')`, {
        weight: String(weight),
        unicodeRange,
        display: 'swap',
      }),
  );
  for (const face of faces) document.fonts.add(face);
  try {
    await Promise.all(faces.map((face) => face.load()));
  } catch (error) {
    for (const face of faces) document.fonts.delete(face);
    throw error;
  }
  await keepForOffline(urls);
}

/**
 * The service worker keeps each font the page loads through it (service-worker/sw.ts). A page it
 * does not control yet (the very first visit) puts them in its cache itself, so the driver who
 * chose a language on that visit still has its font offline.
 */
async function keepForOffline(urls: string[]): Promise<void> {
  if (typeof caches === 'undefined' || navigator.serviceWorker?.controller) return;
  const cache = await caches.open(fontCacheName);
  await Promise.all(
    urls.map(async (url) => {
      if (!(await cache.match(url))) await cache.add(url);
    }),
  );
}
