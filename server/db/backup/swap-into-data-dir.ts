import { existsSync } from 'node:fs';
import { rename, rmdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Replaces the folders `names` of DATA_DIR by those built in `staging`, then removes `staging`.
 * What DATA_DIR held moves into `setAside`; without one, only empty leftovers may be in the way
 * (rmdir refuses anything else). Renames within one folder: quick, and never across disks.
 */
export async function swapIntoDataDir(
  root: string,
  staging: string,
  names: string[],
  setAside: string | null,
): Promise<void> {
  for (const name of names) {
    const current = path.join(root, name);
    if (!existsSync(current)) continue;
    if (setAside) await rename(current, path.join(setAside, name));
    else await rmdir(current);
  }
  for (const name of names) await rename(path.join(staging, name), path.join(root, name));
  await rmdir(staging);
}
