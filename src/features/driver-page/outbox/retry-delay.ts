const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 60_000;

/**
 * 1 s, 2 s, 4 s … capped at 60 s after `attempts` failures, each shortened by up to a quarter at
 * random so many phones coming back online at once do not retry in step.
 */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (1 - random() * 0.25));
}
