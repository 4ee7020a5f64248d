import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Lighthouse's own failure of a run (e.g. NO_NAVSTART on a busy machine): worth another try. */
export class LighthouseRunError extends Error {
  override name = 'LighthouseRunError';
}

/** What to stop on the way out if the bench is interrupted mid-run. */
export type Stops = Set<() => void | Promise<void>>;

/**
 * One Lighthouse navigation in the default config (mobile emulation, simulated throttling) in a
 * Chromium of its own (Debian's, or CHROMIUM_PATH): a fresh profile, so every run is a first
 * visit with no worker, cache or IndexedDB left by the run before.
 */
export async function auditPage(url: string, stops: Stops): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    handleSIGINT: false,
    logLevel: 'error',
  });
  const stop = () => chrome.kill();
  stops.add(stop);
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { runtimeError } = result.lhr;
    if (runtimeError) {
      throw new LighthouseRunError(`Lighthouse failed on ${url}: ${runtimeError.code}`);
    }
    return result.lhr;
  } finally {
    stops.delete(stop);
    chrome.kill();
  }
}
