import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { BackupError } from './backup-error';

export function requireBackupFile(file: string) {
  if (!existsSync(file) || !statSync(file).isFile())
    throw new BackupError(`There is no backup at ${file}. Nothing was changed.`);
}

export async function readBackupFile(file: string): Promise<Buffer> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new BackupError(`There is no backup at ${file}. Nothing was changed.`);
    throw error;
  }
}

/** The uploads folder is half of every backup: restoring without it would lose the files. */
export function requireUploadsFolder(file: string, uploads: string) {
  if (!existsSync(uploads) || !statSync(uploads).isDirectory())
    throw new BackupError(
      `${uploads} is missing: a backup is ${path.basename(file)} and the folder of uploaded files ` +
        'beside it with the same name. Keep both in one folder. Nothing was changed.',
    );
}
