import type { LoadStatus } from '../../contract/loads';

/** When a load reached each stage (docs/product.md §3 Load.timestamp). */
export type TimelineTimestamps = {
  loadReadyAt: string | null;
  outToCollectAt: string | null;
  loadedAt: string | null;
  outToUnloadAt: string | null;
  completedAt: string | null;
};

/**
 * Load Ready, then the road statuses under their own labels (issue 18: one vocabulary, so 'Out
 * to Collect' rather than SPEC's 'Trip Started', 'Out to Unload' rather than 'In Transit').
 */
export type TimelineStepLabel =
  'loadReady' | 'out_to_collect' | 'loaded' | 'out_to_unload' | 'completed' | 'cancelled';

/**
 * done: reached, with its time. active: where the load stands now. skipped: passed without
 * happening (the shipper never set Load Ready, the driver went straight to Loaded): no time.
 * upcoming: not reached yet.
 */
export type TimelineStepState = 'done' | 'active' | 'skipped' | 'upcoming';

export type TimelineStep = {
  label: TimelineStepLabel;
  state: TimelineStepState;
  /** ISO time the stage was reached, when recorded. */
  at: string | null;
  /** Set on the Loaded step once reached, when the load has a photo. */
  loadImage: string | null;
};

const ROAD = [
  { label: 'out_to_collect', time: 'outToCollectAt' },
  { label: 'loaded', time: 'loadedAt' },
  { label: 'out_to_unload', time: 'outToUnloadAt' },
  { label: 'completed', time: 'completedAt' },
] as const satisfies readonly { label: LoadStatus; time: keyof TimelineTimestamps }[];

const LOADED = 1;

/**
 * How far along the road the load got: the index in ROAD of its status, or for a cancelled load
 * the last stage it has a time for; -1 before the truck set out.
 */
export function roadReached(status: LoadStatus, timestamp: TimelineTimestamps): number {
  const index = ROAD.findIndex((step) => step.label === status);
  if (index >= 0) return index;
  if (status !== 'cancelled') return -1;
  return ROAD.findLastIndex((step) => timestamp[step.time] !== null);
}

type TimelineInput = {
  status: LoadStatus;
  timestamp: TimelineTimestamps;
  loadImage?: string | null;
  /** When a cancelled load was cancelled. */
  cancelledAt?: string | null;
};

/**
 * An honest timeline: a step reads done only when it happened (Load Ready needs loadReadyAt), a
 * step passed without happening reads skipped, and a cancelled load ends where it stopped, with
 * Cancelled, instead of showing the steps it never reached.
 */
export function timelineSteps({
  status,
  timestamp,
  loadImage = null,
  cancelledAt = null,
}: TimelineInput): TimelineStep[] {
  const reached = roadReached(status, timestamp);
  const cancelled = status === 'cancelled';
  const passedOrCurrent = (index: number): TimelineStepState => {
    if (index === reached && !cancelled) return status === 'completed' ? 'done' : 'active';
    return timestamp[ROAD[index]!.time] ? 'done' : 'skipped';
  };

  const ready: TimelineStep = {
    label: 'loadReady',
    state: timestamp.loadReadyAt ? 'done' : reached >= 0 ? 'skipped' : 'upcoming',
    at: timestamp.loadReadyAt,
    loadImage: null,
  };
  const road = ROAD.map(({ label, time }, index): TimelineStep => ({
    label,
    state: index <= reached ? passedOrCurrent(index) : 'upcoming',
    at: index <= reached ? timestamp[time] : null,
    loadImage: index === LOADED && reached >= LOADED ? loadImage : null,
  }));
  if (!cancelled) return [ready, ...road];

  const stoppedAt: TimelineStep = {
    label: 'cancelled',
    state: 'active',
    at: cancelledAt,
    loadImage: null,
  };
  return [...(ready.state === 'upcoming' ? [] : [ready]), ...road.slice(0, reached + 1), stoppedAt];
}
