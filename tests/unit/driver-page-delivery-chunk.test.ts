import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The files the driver page loads up front: its module and everything it imports statically,
 * following our own relative imports (type-only imports vanish from the build).
 */
function staticImports(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(
      /^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms,
    )) {
      const specifier = match[1]!;
      if (!specifier.startsWith('.')) continue;
      const base = path.resolve(path.dirname(file), specifier);
      const resolved = ['', '.ts', '.tsx', '/index.ts']
        .map((ext) => base + ext)
        .find(
          (candidate) =>
            existsSync(candidate) && !candidate.endsWith('/') && path.extname(candidate),
        );
      if (resolved && /\.tsx?$/.test(resolved)) visit(resolved);
    }
  };
  visit(path.resolve(entry));
  return seen;
}

/**
 * The driver's app and its link page, and the trip view the page asks for as soon as it runs
 * (loaded up front too).
 */
function loadedUpFront(): string[] {
  return [
    ...staticImports('src/app/driver-app.tsx'),
    ...staticImports('src/features/driver-page/driver-link-page.tsx'),
    ...staticImports('src/features/driver-page/components/driver-trip-view.tsx'),
  ].map((file) => path.relative(process.cwd(), file));
}

describe('driver page first load (issue 21, issue 8 web budgets)', () => {
  it('leaves the delivery step and its signature pad to a chunk of their own', () => {
    const loaded = loadedUpFront();
    expect(loaded).toContain('src/features/driver-page/components/status-update.tsx');
    expect(loaded.filter((file) => file.includes('driver-page/delivery/'))).toEqual([]);
  });

  it("loads neither zod nor the contract's schemas up front (answers are checked by hand)", () => {
    const loaded = loadedUpFront();
    expect(loaded).toContain('src/features/driver-page/api/verify-device.ts');
    expect(loaded).toContain('src/features/driver-page/api/link-trip.ts');
    const withZod = loaded.filter((file) =>
      /^import\s+(?!type\b)[^;]*?from\s+'zod'/m.test(readFileSync(file, 'utf8')),
    );
    expect(withZod).toEqual([]);
  });

  it('leaves Dexie to the outbox: the device key is read with plain IndexedDB', () => {
    const loaded = loadedUpFront();
    expect(loaded).toContain('src/features/driver-page/outbox/use-link-outbox.ts');
    expect(loaded).toContain('src/lib/device-key-store.ts');
    const dexie = /^import\s+(?!type\b)[^;]*?from\s+'dexie(?:-react-hooks)?'/m;
    expect(loaded.filter((file) => dexie.test(readFileSync(file, 'utf8')))).toEqual([]);
  });
});
