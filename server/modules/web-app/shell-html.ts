import { readFileSync, statSync } from 'node:fs';
import { shellForPath } from '../../../src/lib/link-manifest';
import { formatLocale } from '../../../src/lib/language-tags';
import {
  drawnLanguage,
  drawnScreenName,
  firstScreenFiles,
  firstScreenFor,
  withFilesAfterFirstPaint,
  withFirstScreen,
  withFirstScreenFiles,
  withHtmlLanguage,
  type BuildManifest,
  type FirstScreen,
  type FirstScreenFiles,
  type LanguageHints,
} from './first-screens';

type Cached<T> = { mtimeMs: number; size: number; value: T };

/** A file's parsed content, read again only when the file changes (a rebuild under the server). */
function fileCache<T>(file: string, parse: (text: string) => T) {
  let cached: Cached<T> | null = null;
  return (): T => {
    const { mtimeMs, size } = statSync(file);
    if (!cached || cached.mtimeMs !== mtimeMs || cached.size !== size) {
      cached = { mtimeMs, size, value: parse(readFileSync(file, 'utf8')) };
    }
    return cached.value;
  };
}

/** A build file the shell can do without: null when missing or unreadable (half written). */
function optional<T>(read: (() => T) | null): () => T | null {
  return () => {
    if (!read) return null;
    try {
      return read();
    } catch {
      return null;
    }
  };
}

export type ShellFiles = {
  /** Vite's build manifest, the chunk graph (dist/client-manifest.json). */
  manifestFile?: string;
  /** The first screens the build drew (dist/client-first-screens.json). */
  firstScreensFile?: string;
};

/**
 * The built index.html, kept in memory, served as each path needs it: a driver link's page names
 * the link's own manifest (docs/architecture.md §7), and every page names the chunks of its first
 * screen (the app the entry imports for its address and, for sign-in and a driver link, the page), so the browser fetches them beside the
 * entry instead of one after another; the sign-in page and a driver link also come with their first
 * screen drawn, in the language they open in, so they paint before any script has run
 * (./first-screens.ts). Both come from files the build writes
 * beside the served folder; without them the shell goes out as built.
 */
export function createShellHtml(indexFile: string, files: ShellFiles = {}) {
  const index = fileCache(indexFile, (html) => html);
  const manifest = optional(
    files.manifestFile
      ? fileCache(files.manifestFile, (text) => JSON.parse(text) as BuildManifest)
      : null,
  );
  const drawnScreens = optional(
    files.firstScreensFile
      ? fileCache(files.firstScreensFile, (text) => JSON.parse(text) as Record<string, unknown>)
      : null,
  );

  // Worked out once per build and first screen.
  const filesOf = new WeakMap<BuildManifest, Map<FirstScreen, FirstScreenFiles>>();
  function filesFor(graph: BuildManifest, screen: FirstScreen): FirstScreenFiles {
    let byScreen = filesOf.get(graph);
    if (!byScreen) filesOf.set(graph, (byScreen = new Map()));
    let found = byScreen.get(screen);
    if (!found) byScreen.set(screen, (found = firstScreenFiles(graph, screen)));
    return found;
  }

  return {
    /** The page for `pathname`, drawn in the language `hints` point to where it is drawn. */
    forPath(pathname: string, hints: LanguageHints = { linked: null, browser: [] }): string {
      const screen = firstScreenFor(pathname);
      const language = screen.drawn ? drawnLanguage(screen.drawn, hints) : undefined;
      const html = shellForPath(index(), pathname, language);
      const graph = manifest();
      if (!graph) return html;
      const screenFiles = filesFor(graph, screen);
      if (!screen.drawn || !language) return withFirstScreenFiles(html, screenFiles);
      const markup = drawnScreens()?.[drawnScreenName(screen.drawn, language)];
      if (typeof markup !== 'string') return withFirstScreenFiles(html, screenFiles);
      return withFilesAfterFirstPaint(
        withFirstScreen(withHtmlLanguage(html, language), markup),
        screenFiles,
        { intlLocale: screen.formatsAtOnce ? formatLocale(language) : undefined },
      );
    },
  };
}
