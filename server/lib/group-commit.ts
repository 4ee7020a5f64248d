type Waiter<T> = { item: T; resolve: () => void; reject: (error: unknown) => void };

/**
 * Runs `flush` on everything added while the previous flush was running, so under load one
 * flush serves many callers and when idle a caller's flush starts at once. Each `add` resolves
 * when the flush that carried its item has finished (or rejects with its error).
 */
export function createGroupCommit<T>(flush: (items: T[]) => Promise<void>) {
  let waiting: Waiter<T>[] = [];
  let running = false;

  async function drain() {
    running = true;
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      try {
        await flush(batch.map((waiter) => waiter.item));
        for (const waiter of batch) waiter.resolve();
      } catch (error) {
        for (const waiter of batch) waiter.reject(error);
      }
    }
    running = false;
  }

  return {
    add(item: T): Promise<void> {
      return new Promise((resolve, reject) => {
        waiting.push({ item, resolve, reject });
        if (!running) void drain();
      });
    },
  };
}
