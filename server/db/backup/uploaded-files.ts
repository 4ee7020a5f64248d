import { cp, mkdir, readdir } from 'node:fs/promises';

/**
 * Copies the disk storage's folder of uploaded files (DATA_DIR/files) to `to`, which must not
 * exist; a missing folder copies as an empty one. Answers how many files were copied.
 */
export async function copyUploadedFiles(from: string, to: string): Promise<number> {
  await mkdir(to, { recursive: false });
  if (!(await folderHoldsAnything(from))) return 0;
  await cp(from, to, {
    recursive: true,
    errorOnExist: true,
    force: false,
    // An upload being written is `<key>.<pid>.partial` until renamed: not a file of ours yet.
    filter: (source) => !source.endsWith('.partial'),
  });
  return countFiles(to);
}

export async function countFiles(folder: string): Promise<number> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).length;
}

/** False for a folder that is missing or empty. */
export async function folderHoldsAnything(folder: string): Promise<boolean> {
  try {
    return (await readdir(folder)).length > 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}
