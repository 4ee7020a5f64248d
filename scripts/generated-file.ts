import { readFileSync, writeFileSync } from 'node:fs';

/**
 * A generated file's last step: with `--check`, fail unless the committed file is exactly what
 * the generator makes now (it names the command that rebuilds it); without, write it. True when
 * it was written.
 */
export function checkOrWriteGenerated(file: string, output: string, command: string): boolean {
  if (!process.argv.includes('--check')) {
    writeFileSync(file, output);
    return true;
  }
  let current = '';
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    // A missing file is simply out of date.
  }
  if (current !== output) {
    console.error(`${file} is not the generated one: run ${command}`);
    process.exit(1);
  }
  console.log(`${file} is up to date`);
  return false;
}
