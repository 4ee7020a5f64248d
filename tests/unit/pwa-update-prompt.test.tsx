import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  applyWaitingWorker,
  LOCK_RELEASE_GRACE_MS,
  TAKE_OVER_TIMEOUT_MS,
  type WaitingWorker,
} from '../../src/app/pwa/apply-update';
import { offerUpdate, withdrawUpdate } from '../../src/app/pwa/update-offer';
import { UpdatePrompt } from '../../src/app/pwa/update-prompt';
import { UPDATE_CHECK_INTERVAL_MS, watchForUpdates } from '../../src/app/pwa/watch-for-updates';
import { OUTBOX_LOCK } from '../../src/lib/outbox-lock';

afterEach(() => {
  act(() => withdrawUpdate());
  vi.useRealTimers();
});

/** A waiting worker as workbox-window shows it: it takes control once asked to. */
function fakeWaitingWorker() {
  let onControlling: (() => void) | undefined;
  const worker = {
    messageSkipWaiting: vi.fn(),
    addEventListener: vi.fn((_type: 'controlling', listener: () => void) => {
      onControlling = listener;
    }),
  } satisfies WaitingWorker;
  return { worker, takeControl: () => onControlling?.() };
}

/** Web Locks with one holder at a time: `hold` stands for a driver-outbox replay. */
function fakeLocks() {
  const queue: Promise<unknown>[] = [];
  const requested: string[] = [];
  const locks = {
    request: vi.fn(async (name: string, callback: () => Promise<unknown>) => {
      requested.push(name);
      const previous = queue.at(-1) ?? Promise.resolve();
      const run = previous.then(callback);
      queue.push(run.catch(() => undefined));
      return run;
    }),
  } as unknown as LockManager;
  const hold = () => {
    let release = () => {};
    void locks.request(OUTBOX_LOCK, () => new Promise<void>((resolve) => (release = resolve)));
    return () => release();
  };
  return { locks, requested, hold };
}

describe('Update available', () => {
  it('appears when a new build waits, and Later hides it', async () => {
    render(<UpdatePrompt />);
    expect(screen.queryByText('Update available')).not.toBeInTheDocument();

    act(() => offerUpdate(async () => undefined));
    expect(screen.getByRole('status')).toHaveTextContent('Update available');
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByText('Update available')).not.toBeInTheDocument();
  });

  it('applies the update on confirm and shows it is working on it', async () => {
    render(<UpdatePrompt />);
    const apply = vi.fn(() => new Promise<void>(() => {}));
    act(() => offerUpdate(apply));

    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(apply).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Updating…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Later' })).toBeDisabled();
  });
});

describe('applying the waiting worker', () => {
  it('waits for a running outbox replay, then swaps the worker and reloads under it', async () => {
    const { worker, takeControl } = fakeWaitingWorker();
    const { locks, requested, hold } = fakeLocks();
    const reload = vi.fn();
    const releaseReplay = hold();

    void applyWaitingWorker(worker, { locks, reload });
    await Promise.resolve();
    expect(requested).toEqual([OUTBOX_LOCK, OUTBOX_LOCK]);
    expect(worker.messageSkipWaiting).not.toHaveBeenCalled();

    releaseReplay();
    await vi.waitFor(() => expect(worker.messageSkipWaiting).toHaveBeenCalledOnce());
    expect(reload).not.toHaveBeenCalled();
    takeControl();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('holds the lock until the page goes, so no replay starts under the reload', async () => {
    vi.useFakeTimers();
    const { worker, takeControl } = fakeWaitingWorker();
    const { locks } = fakeLocks();
    const reload = vi.fn();
    let released = false;
    void applyWaitingWorker(worker, { locks, reload }).then(() => (released = true));
    await vi.waitFor(() => expect(worker.messageSkipWaiting).toHaveBeenCalled());
    takeControl();
    await vi.advanceTimersByTimeAsync(LOCK_RELEASE_GRACE_MS - 1);
    expect(released).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(released).toBe(true);
  });

  it('reloads anyway when the new worker never takes control', async () => {
    vi.useFakeTimers();
    const { worker } = fakeWaitingWorker();
    const reload = vi.fn();
    void applyWaitingWorker(worker, { locks: undefined, reload });
    await vi.advanceTimersByTimeAsync(TAKE_OVER_TIMEOUT_MS);
    expect(worker.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('looking for new builds', () => {
  it('checks every 30 minutes and when the page comes back into view', async () => {
    vi.useFakeTimers();
    const check = vi.fn(async () => undefined);
    let visibility: DocumentVisibilityState = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    const stop = watchForUpdates(check);

    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    expect(check).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(5 * 60 * 1000);
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(check).toHaveBeenCalledTimes(1);
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(check).toHaveBeenCalledTimes(2);
    // Flicking back at once does not ask again.
    document.dispatchEvent(new Event('visibilitychange'));
    expect(check).toHaveBeenCalledTimes(2);

    stop();
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('shrugs off a failed check (offline) and tries again later', async () => {
    vi.useFakeTimers();
    const check = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const stop = watchForUpdates(check);
    await vi.advanceTimersByTimeAsync(2 * UPDATE_CHECK_INTERVAL_MS);
    expect(check).toHaveBeenCalledTimes(2);
    stop();
  });
});
