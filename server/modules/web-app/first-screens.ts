import type {
  FirstScreenName,
  FirstScreenPage,
} from '../../../src/app/first-screens/first-screen-names';
import {
  DRIVER_LINK_CHUNKS,
  SIGN_IN_MODULES,
} from '../../../src/app/first-screens/first-screen-modules';
import { appLanguage, driverLanguage } from '../../../src/app/language/language-choice';
import { isRtl, type Language } from '../../../src/contract/languages';
import { matchDriverPagePath } from '../../../src/lib/link-manifest';

/** One chunk of Vite's build manifest (dist/client-manifest.json, written by vite.config.ts). */
type ManifestChunk = {
  file: string;
  /** A chunk's name: a chunk the build's groups made has no module of its own (its key is `_…`). */
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
};
export type BuildManifest = Record<string, ManifestChunk>;

/**
 * What the server adds to the page it sends for a path, by the path alone (no session is known
 * here). Without it the browser learns of each chunk only when the script before it has run: the
 * entry, then the route's chunk, then what that chunk imports.
 */
export type FirstScreen = {
  /**
   * The lazily loaded modules the first screen cannot show without, as the router
   * (src/app/router.tsx) and the pages load them, each with its static imports; or the chunks the
   * build gathered such modules into, by name.
   */
  modules: string[];
  /**
   * The modules (of `modules`) whose stylesheets are linked too, render-blocking: a screen drawn
   * ahead needs them to paint, and a route's chunk does not run before its stylesheets are there
   * (Vite's loader waits for them). Any other chunk's come with it from Vite's loader (measured:
   * fetching them all ahead only slowed the entry down).
   */
  styled: string[];
  /** The page whose first screen the build drew ahead (src/app/first-screens), if any. */
  drawn?: FirstScreenPage;
  /**
   * The screen after the drawn one writes dates, numbers and country names: the boot script
   * readies the browser's Intl data before the page paints (withFilesAfterFirstPaint).
   */
  formatsAtOnce?: boolean;
};

/** The app of shippers and providers, which the entry imports for every address but a link's. */
const APP_MODULE = 'src/app/app.tsx';

/** Any page of the app: its own chunk first, the route's after the router has matched it. */
const APP: FirstScreen = { modules: [APP_MODULE], styled: [] };

const SIGN_IN: FirstScreen = {
  modules: [...SIGN_IN_MODULES],
  styled: ['src/features/auth/sign-in-page.tsx'],
  drawn: 'signin',
};
const DRIVER_LINK: FirstScreen = {
  // The build gathers the driver's modules (DRIVER_LINK_MODULES) into these chunks, whose
  // modules have no chunk of their own to be named by.
  modules: [...DRIVER_LINK_CHUNKS],
  styled: [...DRIVER_LINK_CHUNKS],
  drawn: 'driver-link',
  // The trip: its dates, weight and countries, and the device's time zone sent with the check.
  formatsAtOnce: true,
};

export function firstScreenFor(pathname: string): FirstScreen {
  if (matchDriverPagePath(pathname)) return DRIVER_LINK;
  if (pathname.replace(/\/+$/, '') === '/signin') return SIGN_IN;
  return APP;
}

/** What the server knows of the language a page opens in, before any of the browser's storage. */
export type LanguageHints = {
  /** A driver link's `?lang=`: the provider chose it for the driver when sharing. */
  linked: string | null;
  /** `Accept-Language`'s languages, most wanted first. */
  browser: readonly string[];
};

/**
 * The language a drawn page opens in on a first visit, as the app decides it
 * (src/app/language/start-language.ts) with nothing stored yet on the device.
 */
export function drawnLanguage(page: FirstScreenPage, { linked, browser }: LanguageHints): Language {
  return page === 'driver-link'
    ? driverLanguage({ linked, storedDriver: null, stored: null, browser })
    : appLanguage({ stored: null, browser });
}

/** The build's name for `page` drawn in `language` (src/app/first-screens). */
export const drawnScreenName = (page: FirstScreenPage, language: Language): FirstScreenName =>
  `${page}.${language}`;

/** `<html lang dir>` of a page drawn in `language`, before the app sets them itself. */
export function withHtmlLanguage(html: string, language: Language): string {
  const dir = isRtl(language) ? 'rtl' : 'ltr';
  return html.replace(/<html\b[^>]*>/i, `<html lang="${language}" dir="${dir}">`);
}

/**
 * The manifest's keys of modules, or of chunks by name where the build gathered modules into
 * chunks of its own (their modules have no key); what the manifest does not know is skipped.
 */
function keysOf(manifest: BuildManifest, modulesOrChunks: string[]): string[] {
  return modulesOrChunks.flatMap((wanted) =>
    manifest[wanted]
      ? [wanted]
      : Object.keys(manifest).filter(
          (key) => key.startsWith('_') && manifest[key]?.name === wanted,
        ),
  );
}

/** `keys` and their static imports, transitively, each once; unknown keys are skipped. */
function staticClosure(manifest: BuildManifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen];
}

/** Built files under the site's root, each with its leading '/'. */
export type FirstScreenFiles = {
  /** Chunks that need the entry (they import from it): fetched ahead, run when the app asks. */
  preload: string[];
  /**
   * Chunks that need nothing of the entry (a library, schemas, a database): run as soon as they
   * arrive, while the entry is still on its way, rather than in the long task after it.
   */
  early: string[];
  /** Stylesheets to link (render-blocking). */
  styles: string[];
};

/** The files a first screen loads, less what the entry already loads through index.html. */
export function firstScreenFiles(manifest: BuildManifest, screen: FirstScreen): FirstScreenFiles {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const loaded = new Set(staticClosure(manifest, entries));
  const files: FirstScreenFiles = { preload: [], early: [], styles: [] };
  for (const key of staticClosure(manifest, keysOf(manifest, screen.modules))) {
    const chunk = manifest[key];
    if (!chunk || loaded.has(key)) continue;
    if (chunk.file.endsWith('.js')) {
      const needsEntry = staticClosure(manifest, [key]).some((imported) =>
        entries.includes(imported),
      );
      (needsEntry ? files.preload : files.early).push(`/${chunk.file}`);
    }
  }
  for (const key of staticClosure(manifest, keysOf(manifest, screen.styled))) {
    const css = loaded.has(key) ? [] : (manifest[key]?.css ?? []);
    files.styles.push(...css.map((file) => `/${file}`));
  }
  return files;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*><\/script>\n?/gi;
const MODULE_PRELOAD = /[ \t]*<link\b[^>]*\brel="modulepreload"[^>]*>\n?/gi;
const SOURCE = /\b(?:src|href)="([^"]*)"/i;

const sourcesOf = (html: string, tags: RegExp) =>
  [...html.matchAll(tags)]
    .map((match) => SOURCE.exec(match[0])?.[1])
    .filter((source): source is string => Boolean(source));

/** `tags` just before the end of the head; unchanged when there are none (or no head). */
function beforeHeadEnd(html: string, tags: string[]): string {
  const headEnd = html.search(/<\/head>/i);
  if (tags.length === 0 || headEnd === -1) return html;
  return `${html.slice(0, headEnd)}${tags.map((tag) => `  ${tag}\n`).join('')}${html.slice(headEnd)}`;
}

const stylesheet = (href: string) =>
  `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`;

const modulePreload = (href: string) =>
  `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`;

/**
 * The shell with the first screen's files in its head, as Vite names the entry's: stylesheets, a
 * modulepreload link a chunk, and the chunks to run early as module scripts just before the
 * entry's (module scripts run in document order once the page is parsed, each as it is there).
 */
export function withFirstScreenFiles(html: string, files: FirstScreenFiles): string {
  let entryFound = false;
  const withEarly = html.replace(MODULE_SCRIPT, (entry) => {
    if (entryFound) return entry;
    entryFound = true;
    const early = files.early.map(
      (src) => `<script type="module" crossorigin src="${escapeAttribute(src)}"></script>`,
    );
    return [...early, entry].join('\n    ');
  });
  return beforeHeadEnd(withEarly, [
    ...files.preload.map(modulePreload),
    ...files.styles.map(stylesheet),
  ]);
}

const EMPTY_ROOT = /<div id="root"><\/div>/;

/**
 * The shell with a first screen the build drew (its markup, trusted: the build's own) in the app's
 * root, where the app replaces it once it runs. Unchanged when the shell has no empty root.
 */
export function withFirstScreen(html: string, markup: string): string {
  return html.replace(EMPTY_ROOT, () => `<div id="root">${markup}</div>`);
}

/** public/first-screen-boot.js, served from the site's root. */
export const FIRST_SCREEN_BOOT = '/first-screen-boot.js';

/**
 * The shell of a page sent with its first screen drawn: the screen's stylesheets are linked, and
 * the module script and modulepreload links give way to the boot script, which adds them (and the
 * screen's own chunks) once that screen has painted: the browser would otherwise download and run
 * the app's scripts before painting anything. Unchanged when the shell has no single module script.
 *
 * With `intlLocale` (a screen that `formatsAtOnce`), the boot script blocks the parser and readies
 * Intl for that locale while the stylesheets download (issue 21 §6). The browser's first
 * formatter loads its Intl data in one task of 40 to 130 ms here (4 times that on Lighthouse's
 * phone), which would otherwise fall on the driver, between the first paint and the trip.
 */
export function withFilesAfterFirstPaint(
  html: string,
  files: FirstScreenFiles,
  { intlLocale }: { intlLocale?: string } = {},
): string {
  const entries = sourcesOf(html, MODULE_SCRIPT);
  const entry = entries[0];
  if (entries.length !== 1 || !entry) return html;
  const preload = [...sourcesOf(html, MODULE_PRELOAD), ...files.preload];
  const timing = intlLocale ? `data-intl-locale="${escapeAttribute(intlLocale)}"` : 'defer';
  const boot =
    `<script ${timing} src="${FIRST_SCREEN_BOOT}" data-entry="${escapeAttribute(entry)}"` +
    ` data-early="${escapeAttribute(files.early.join(' '))}"` +
    ` data-modules="${escapeAttribute(preload.join(' '))}"></script>\n`;
  const withBoot = html.replace(MODULE_PRELOAD, '').replace(MODULE_SCRIPT, () => boot);
  return beforeHeadEnd(withBoot, files.styles.map(stylesheet));
}
