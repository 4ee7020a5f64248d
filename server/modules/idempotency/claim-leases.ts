import type { Claim, IdempotencyService } from './idempotency-service';

/** Well inside CLAIM_LEASE_MS, so a busy event loop still renews in time. */
export const LEASE_RENEWAL_MS = 3_000;
/** A request still running after this long stops renewing: its claim may then be taken over. */
export const LEASE_MAX_MS = 60_000;

type Lease = { claim: Claim; heldSince: number; queue: Promise<unknown> };

/**
 * The claims this process holds while their requests run, renewed on a timer. Renewing moves a
 * claim's fence (`lockedUntil`), so each claim's renewals, completion and release run one after
 * another, each with the claim as the last one left it.
 */
export function createClaimLeases(
  idempotency: Pick<IdempotencyService, 'renew'>,
  onError: (error: unknown) => void,
) {
  const leases = new Map<object, Lease>();
  let timer: NodeJS.Timeout | undefined;

  function after<T>(lease: Lease, task: (claim: Claim) => Promise<T>): Promise<T> {
    const result = lease.queue.then(() => task(lease.claim));
    lease.queue = result.catch(() => undefined);
    return result;
  }

  function renewAll() {
    const now = Date.now();
    for (const lease of leases.values()) {
      if (now - lease.heldSince > LEASE_MAX_MS) continue;
      after(lease, async (claim) => {
        lease.claim = (await idempotency.renew(claim)) ?? claim;
      }).catch(onError);
    }
  }

  function stop() {
    clearInterval(timer);
    timer = undefined;
  }

  return {
    hold(owner: object, claim: Claim) {
      leases.set(owner, { claim, heldSince: Date.now(), queue: Promise.resolve() });
      if (!timer) {
        timer = setInterval(renewAll, LEASE_RENEWAL_MS);
        timer.unref();
      }
    },

    holds: (owner: object) => leases.has(owner),

    /** Ends the lease with `task` (complete or release); false when `owner` holds none. */
    async settle(owner: object, task: (claim: Claim) => Promise<void>): Promise<boolean> {
      const lease = leases.get(owner);
      if (!lease) return false;
      leases.delete(owner);
      if (leases.size === 0) stop();
      await after(lease, task);
      return true;
    },

    stop,
  };
}
