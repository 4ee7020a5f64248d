import { spawn } from 'node:child_process';
import type { LoadResult, LoadRun } from './load-generator';

/** Runs one scenario in the load generator's own process and reads back its figures. */
export function runLoad(run: LoadRun): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'bench/load/load-generator.ts', JSON.stringify(run)],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`The load generator exited with ${code}`));
      try {
        resolve(JSON.parse(output.trim().split('\n').pop() ?? '') as LoadResult);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}
