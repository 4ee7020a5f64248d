// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { DRIVER_PAGE_NAMESPACES } from './locale-coverage';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PAGE = path.join(ROOT, 'src/features/driver-page/driver-link-page.tsx');
const englishNamespaceExists = (namespace: string) =>
  existsSync(path.join(ROOT, `src/app/locales/en/${namespace}.json`));

/** Our own module an import names (packages and assets are left out). */
function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  return (
    ['.ts', '.tsx', '/index.ts', '/index.tsx', '']
      .map((end) => base + end)
      .find((file) => /\.tsx?$/.test(file) && existsSync(file)) ?? null
  );
}

/** The namespaces a module's source names: useTranslation('…'), 'ns:key', { ns: '…' }, JSON files. */
function namespacesIn(source: string): string[] {
  const found = [
    ...[...source.matchAll(/useTranslation\(\s*\[?([^)\]]*)/g)].flatMap((match) => {
      const names = [...(match[1] ?? '').matchAll(/'([\w-]+)'/g)].map((name) => name[1] ?? '');
      // With no namespace, i18next's default one (src/app/i18n.ts).
      return names.length > 0 ? names : ['common'];
    }),
    ...[...source.matchAll(/['`]([\w-]+):[\w.]+/g)].map((match) => match[1] ?? ''),
    ...[...source.matchAll(/\bns:\s*'([\w-]+)'/g)].map((match) => match[1] ?? ''),
    ...[...source.matchAll(/locales\/en\/([\w-]+)\.json/g)].map((match) => match[1] ?? ''),
  ];
  return found.filter(englishNamespaceExists);
}

/** Every namespace the modules the page loads (at once or later) name, with where. */
function driverPageNamespaces(): Map<string, string> {
  const namespaces = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const namespace of namespacesIn(source)) {
      if (!namespaces.has(namespace)) namespaces.set(namespace, path.relative(ROOT, file));
    }
    for (const { fileName } of ts.preProcessFile(source, true, true).importedFiles) {
      const next = resolveImport(file, fileName);
      if (next) visit(next);
    }
  };
  visit(PAGE);
  return namespaces;
}

describe('the driver link page', () => {
  it('shows the namespaces the driver languages translate, and no other', () => {
    const used = driverPageNamespaces();
    // On a difference, the message names a module of each namespace found.
    expect([...used.keys()].sort(), JSON.stringify(Object.fromEntries(used))).toEqual(
      [...DRIVER_PAGE_NAMESPACES].sort(),
    );
  });
});
