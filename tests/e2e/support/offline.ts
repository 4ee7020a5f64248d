import { expect, type BrowserContext, type Page } from '@playwright/test';

/** Resolves once the service worker is active, so the next navigation goes through it. */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

/**
 * Waits until the query cache persisted to IndexedDB holds `text`: the persister writes a moment
 * after the data arrives, and an offline reload only shows what it wrote.
 */
export async function waitForPersistedCache(page: Page, text: string) {
  await expect
    .poll(
      () =>
        page.evaluate(async (wanted) => {
          const names = (await indexedDB.databases()).map((database) => database.name ?? '');
          for (const name of names.filter((candidate) => candidate.includes('cache'))) {
            const database = await new Promise<IDBDatabase>((resolve, reject) => {
              const open = indexedDB.open(name);
              open.onsuccess = () => resolve(open.result);
              open.onerror = () => reject(open.error);
            });
            for (const store of Array.from(database.objectStoreNames)) {
              const rows = await new Promise<unknown[]>((resolve, reject) => {
                const all = database.transaction(store).objectStore(store).getAll();
                all.onsuccess = () => resolve(all.result);
                all.onerror = () => reject(all.error);
              });
              if (JSON.stringify(rows).includes(wanted)) {
                database.close();
                return true;
              }
            }
            database.close();
          }
          return false;
        }, text),
      { message: `persisted query cache holds '${text}'` },
    )
    .toBe(true);
}

export type SentWrite = { method: string; path: string; key: string; outcome: number | 'failed' };

/**
 * Every driver write the pages of a context put on the wire, with its idempotency key and what
 * came of it, in the order they left.
 */
export function recordDriverWrites(context: BrowserContext): SentWrite[] {
  const writes: SentWrite[] = [];
  const pending = new Map<object, SentWrite>();
  context.on('request', (request) => {
    const key = request.headers()['idempotency-key'];
    if (!key || request.method() === 'GET') return;
    const write: SentWrite = {
      method: request.method(),
      path: new URL(request.url()).pathname,
      key,
      outcome: 'failed',
    };
    writes.push(write);
    pending.set(request, write);
  });
  // The status is read the moment the answer arrives, so a test that waits for the page to
  // settle never reads a write as failed that in fact went.
  context.on('response', (response) => {
    const write = pending.get(response.request());
    if (write) write.outcome = response.status();
  });
  return writes;
}

/** Status updates and charges only: the phone may send positions in between. */
export function tripWrites(writes: SentWrite[]) {
  return writes.filter(
    (write) =>
      write.path.startsWith('/api/trips/update/status/') || write.path === '/api/trip-charges/add',
  );
}
