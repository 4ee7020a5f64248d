import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { BackupError } from './backup-error';

/** A backup never replaces another one. */
export function refuseToOverwrite(file: string, uploads: string) {
  for (const target of [file, uploads]) {
    if (existsSync(target) || existsSync(`${target}.partial`))
      throw new BackupError(`${target} already exists: choose another file name for the backup.`);
  }
}

/**
 * Lets `write` fill `<file>.partial` and `<uploads>.partial`, then gives them their names: an
 * interrupted backup never has a real backup's name. Answers what `write` answered.
 */
export async function writeUnderTemporaryNames<Result>(
  file: string,
  uploads: string,
  write: (partialFile: string, partialUploads: string) => Promise<Result>,
): Promise<Result> {
  await mkdir(path.dirname(file), { recursive: true });
  try {
    const result = await write(`${file}.partial`, `${uploads}.partial`);
    await rename(`${uploads}.partial`, uploads);
    await rename(`${file}.partial`, file);
    return result;
  } catch (error) {
    await rm(`${uploads}.partial`, { recursive: true, force: true });
    await rm(`${file}.partial`, { force: true });
    throw error;
  }
}
