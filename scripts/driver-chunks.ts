import path from 'node:path';
import type { Plugin } from 'vite';
import {
  DRIVER_LINK_CHUNKS,
  DRIVER_LINK_MODULES,
  SIGN_IN_MODULES,
} from '../src/app/first-screens/first-screen-modules.ts';

type ModuleGraph = {
  getModuleInfo(id: string): {
    importedIds: readonly string[];
    importers: readonly string[];
    dynamicImporters: readonly string[];
  } | null;
};

/**
 * A driver link's first visit in few files (issue 21 §6): its modules beyond the entry come in
 * three chunks instead of some forty small ones, each a request of its own on a phone's six
 * connections over a weak signal.
 * - 'driver-link': the modules only the driver's page uses.
 * - 'app-and-driver-link': those the sign-in page's first visit loads too (the app's shell, the
 *   sign-in page, the app's strings), so neither fetches what it does not run.
 * - 'driver-link-shared': those other pages of the app import (the UI kit's dialog, formats,
 *   icons…), so a shipper's or provider's page that needs one never fetches the driver's page.
 * Everything else keeps Rolldown's own splitting, lazy parts of the driver's page included (the
 * delivery step, the outbox's Dexie).
 */
export function driverLinkChunkGroups(root: string) {
  const roots = new Set(DRIVER_LINK_MODULES.map((module) => path.resolve(root, module)));
  const entry = path.resolve(root, 'src/main.tsx');
  const signInScreen = SIGN_IN_MODULES.map((module) => path.resolve(root, module));
  const chunkOf = new Map<string, (typeof DRIVER_LINK_CHUNKS)[number]>();

  function staticClosure(graph: ModuleGraph, from: Iterable<string>): Set<string> {
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id)) return;
      const info = graph.getModuleInfo(id);
      if (!info) return;
      seen.add(id);
      info.importedIds.forEach(visit);
    };
    for (const id of from) visit(id);
    return seen;
  }

  function sortModules(graph: ModuleGraph) {
    chunkOf.clear();
    const inEntry = staticClosure(graph, [entry]);
    const onSignIn = staticClosure(graph, signInScreen);
    const firstVisit = [...staticClosure(graph, roots)].filter((id) => !inEntry.has(id));
    // Own: every importer is the driver's page's own too, or the entry, which imports the
    // driver's app for a link's address only (src/main.tsx).
    const own = new Set(firstVisit);
    for (let changed = true; changed;) {
      changed = false;
      for (const id of own) {
        const info = graph.getModuleInfo(id);
        const importers = [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])];
        if (importers.some((importer) => importer !== entry && !own.has(importer))) {
          own.delete(id);
          changed = true;
        }
      }
    }
    for (const id of firstVisit) {
      chunkOf.set(
        id,
        own.has(id)
          ? 'driver-link'
          : onSignIn.has(id)
            ? 'app-and-driver-link'
            : 'driver-link-shared',
      );
    }
  }

  const plugin: Plugin = {
    name: 'driver-link-chunks',
    apply: 'build',
    buildEnd() {
      sortModules(this);
    },
  };
  const groups = DRIVER_LINK_CHUNKS.map((name) => ({
    name,
    test: (id: string) => chunkOf.get(id) === name,
    // Only the modules named: the shared ones' own imports stay where Rolldown puts them.
    includeDependenciesRecursively: false,
  }));
  return { plugin, groups };
}
