/** When a load reached each stage (SPEC §3 Load.timestamp). */
export type TimelineTimestamps = {
  loadReadyAt: string | null;
  outToCollectAt: string | null;
  loadedAt: string | null;
  outToUnloadAt: string | null;
  completedAt: string | null;
};

export type TimelineStepLabel =
  'loadReady' | 'tripStarted' | 'loaded' | 'inTransit' | 'completed' | 'cancelled';

export type TimelineStepState = 'done' | 'active' | 'upcoming';

export type TimelineStep = {
  label: TimelineStepLabel;
  state: TimelineStepState;
  /** ISO time the stage was reached, when recorded. */
  at: string | null;
  /** Set on the Loaded step once reached, when the load has a photo. */
  loadImage: string | null;
};

const STEPS = [
  { label: 'loadReady', time: 'loadReadyAt' },
  { label: 'tripStarted', time: 'outToCollectAt' },
  { label: 'loaded', time: 'loadedAt' },
  { label: 'inTransit', time: 'outToUnloadAt' },
  { label: 'completed', time: 'completedAt' },
] as const satisfies readonly { label: TimelineStepLabel; time: keyof TimelineTimestamps }[];

const LOADED_STEP = 2;
const LAST_STEP = STEPS.length - 1;

/**
 * SPEC §4: the step a status stands on. Trip statuses share the scale ('started' and 'in_transit'
 * are seen on trips), and an unknown status reads as the first step.
 */
export function currentStepIndex(status: string): number {
  switch (status) {
    case 'confirmed':
    case 'out_to_collect':
    case 'started':
      return 1;
    case 'loaded':
      return LOADED_STEP;
    case 'out_to_unload':
    case 'in_transit':
      return 3;
    case 'completed':
    case 'cancelled':
      return LAST_STEP;
    default:
      return 0;
  }
}

type TimelineInput = {
  status: string;
  timestamp: TimelineTimestamps;
  loadImage?: string | null;
};

/** Earlier steps done, the current one active, later ones upcoming (dimmed). */
export function timelineSteps({ status, timestamp, loadImage = null }: TimelineInput) {
  const current = currentStepIndex(status);
  return STEPS.map(({ label, time }, index): TimelineStep => {
    const state: TimelineStepState =
      index < current ? 'done' : index === current ? 'active' : 'upcoming';
    return {
      label: index === LAST_STEP && status === 'cancelled' ? 'cancelled' : label,
      state,
      at: timestamp[time],
      loadImage: index === LOADED_STEP && current >= LOADED_STEP ? (loadImage ?? null) : null,
    };
  });
}
