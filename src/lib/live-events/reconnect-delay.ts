/** Waits before each reconnect after consecutive failures; the last one repeats (max 30 s). */
export const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000, 20_000, 30_000] as const;
const MAX_RECONNECT_DELAY_MS = 30_000;

/**
 * A stream that never delivered a byte sits behind something that buffers or blocks it (a proxy,
 * a firewall): trying again soon would not help, so the next try waits this long.
 */
export const BLOCKED_RETRY_MS = 120_000;

/**
 * The wait before reconnect number `failures` (1 after the first failure; 0 after a healthy stream
 * ended). Jittered down by up to 20 % so a server restart is not met by every client at once.
 */
export function reconnectDelay(failures: number, random: () => number = Math.random): number {
  const steps: readonly number[] = RECONNECT_DELAYS_MS;
  const base = steps[Math.max(failures - 1, 0)] ?? MAX_RECONNECT_DELAY_MS;
  return Math.round(base * (1 - 0.2 * random()));
}

export function blockedRetryDelay(random: () => number = Math.random): number {
  return Math.round(BLOCKED_RETRY_MS * (1 - 0.2 * random()));
}
