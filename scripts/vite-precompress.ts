import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the browser downloads; images are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Below this, the header costs about what compression saves. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of the build, once, at the highest
 * levels: the server sends them as they are (`preCompressed`), so a phone on a weak network
 * downloads a quarter of the bytes and the server spends nothing compressing per request.
 */
export function precompress(): Plugin {
  return {
    name: 'gulf-freight:precompress',
    apply: 'build',
    // The files the bundle wrote (chunks, styles, the page), once they are on disk; not the
    // service worker, which is built afterwards and is small.
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const files = Object.keys(bundle)
        // The build manifest is moved out of the served folder by another plugin meanwhile.
        .filter((fileName) => COMPRESSIBLE.test(fileName) && !fileName.startsWith('.vite/'))
        .map((fileName) => path.join(dir, fileName));
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file);
          if (content.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 11,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipAsync(content, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}
