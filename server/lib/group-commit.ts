type Waiter<T, R> = { item: T; resolve: (value: R) => void; reject: (error: unknown) => void };

/**
 * What a flush may answer: nothing (every item resolves with `undefined`), or one settled
 * result per item, in the items' order, so one caller's failure is not every caller's.
 */
export type FlushAnswers<R> = readonly PromiseSettledResult<R>[] | void;

/**
 * Runs `flush` on everything added while the previous flush was running, so under load one
 * flush serves many callers and when idle a caller's flush starts at once. Each `add` settles
 * when the flush that carried its item has finished: with its own answer when the flush gives
 * one, else resolved; a flush that throws rejects every item it carried with that error.
 */
export function createGroupCommit<T, R = void>(flush: (items: T[]) => Promise<FlushAnswers<R>>) {
  let waiting: Waiter<T, R>[] = [];
  let running = false;

  function settle(batch: Waiter<T, R>[], answers: FlushAnswers<R>) {
    if (answers && answers.length !== batch.length) {
      const error = new Error(`A flush answered ${answers.length} of ${batch.length} items`);
      for (const waiter of batch) waiter.reject(error);
      return;
    }
    batch.forEach((waiter, index) => {
      const answer = answers?.[index];
      if (!answer) waiter.resolve(undefined as R);
      else if (answer.status === 'fulfilled') waiter.resolve(answer.value);
      else waiter.reject(answer.reason);
    });
  }

  async function drain() {
    running = true;
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      try {
        settle(batch, await flush(batch.map((waiter) => waiter.item)));
      } catch (error) {
        for (const waiter of batch) waiter.reject(error);
      }
    }
    running = false;
  }

  return {
    add(item: T): Promise<R> {
      return new Promise<R>((resolve, reject) => {
        waiting.push({ item, resolve, reject });
        if (!running) void drain();
      });
    },
  };
}
