/**
 * Browser Back (and Android's back gesture) closes the open dialog instead of leaving the page.
 *
 * Each open dialog adds a history entry for the same address, its depth marked in
 * `history.state`; Back lands on the entry beneath and the dialog above it closes. A dialog closed
 * any other way (its button, Escape, its page going away) takes its entry off again, so history
 * never grows. These steps are the dialogs' own: the router never hears of them (it would run the
 * page's navigation again). A navigation the router makes while a dialog is open first takes the
 * dialogs' entries off, so Back from the next page returns to the page, not to a closed dialog.
 *
 * History steps are asynchronous; every change to history waits for the step before it.
 */

const DEPTH_KEY = 'dialogDepth';
/** A step whose popstate never came (a browser that ignored it) must not hold history up. */
const STEP_TIMEOUT_MS = 1_000;

export type DialogEntry = {
  depth: number;
  /** Back closed the dialog; false when it may not close now (a payment in progress). */
  onBack: () => boolean;
};

type Write = (data: unknown, unused: string, url?: string | URL | null) => void;
type Operation =
  | { kind: 'push'; entry: DialogEntry }
  | { kind: 'back'; steps: number }
  | { kind: 'write'; run: () => void };

/** Dialogs with an entry of their own, the topmost last. */
const open: DialogEntry[] = [];
const queue: Operation[] = [];
/** The depth of the entry history is on once the queue has run; 0 is the page's own entry. */
let depth = 0;
/** Set while a step we asked for is under way: its popstate is ours alone. */
let stepping: ReturnType<typeof setTimeout> | null = null;
/** The page's entry beneath the dialogs': landing on it from a dialog is no page change. */
let pageEntry: { key: unknown; href: string } | null = null;
let native: { push: Write; replace: Write; go: (delta?: number) => void } | null = null;

export function depthOf(state: unknown): number {
  if (typeof state !== 'object' || state === null) return 0;
  const value = (state as Record<string, unknown>)[DEPTH_KEY];
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0;
}

function withDepth(state: unknown, entryDepth: number): Record<string, unknown> {
  const copy: Record<string, unknown> =
    typeof state === 'object' && state !== null ? { ...state } : {};
  if (entryDepth > 0) copy[DEPTH_KEY] = entryDepth;
  else delete copy[DEPTH_KEY];
  return copy;
}

const keyOf = (state: unknown): unknown =>
  typeof state === 'object' && state !== null ? (state as Record<string, unknown>).key : undefined;

function nativeHistory() {
  if (!native) throw new Error('Dialog history is not installed');
  return native;
}

function run(): void {
  while (!stepping && queue.length > 0) {
    const operation = queue.shift();
    if (!operation) return;
    if (operation.kind === 'back') {
      stepping = setTimeout(stepDone, STEP_TIMEOUT_MS);
      nativeHistory().go(-operation.steps);
    } else if (operation.kind === 'push') {
      const { state } = window.history;
      if (operation.entry.depth === 1) pageEntry = { key: keyOf(state), href: location.href };
      nativeHistory().push.call(window.history, withDepth(state, operation.entry.depth), '');
    } else {
      operation.run();
    }
  }
}

function stepDone(): void {
  if (stepping) clearTimeout(stepping);
  stepping = null;
  run();
}

function enqueue(operation: Operation): void {
  queue.push(operation);
  run();
}

/** Takes history down to `target`: entries never pushed are dropped, the others stepped back over. */
function stepDownTo(target: number): void {
  while (depth > target) {
    const last = queue.at(-1);
    if (last?.kind === 'push' && last.entry.depth === depth) {
      queue.pop();
      depth -= 1;
    } else {
      break;
    }
  }
  if (depth <= target) return;
  const steps = depth - target;
  depth = target;
  const last = queue.at(-1);
  if (last?.kind === 'back') last.steps += steps;
  else enqueue({ kind: 'back', steps });
}

/** History goes down to the topmost dialog still open. */
function settle(): void {
  stepDownTo(open.at(-1)?.depth ?? 0);
}

/** Leaving the page from a dialog: its entries go first, so Back from the next page returns here. */
function leavePage(): void {
  open.length = 0;
  stepDownTo(0);
}

function onPopState(event: PopStateEvent): void {
  if (stepping) {
    event.stopImmediatePropagation();
    stepDone();
    return;
  }
  const { state } = window.history;
  const landed = depthOf(state);
  // From a dialog's entry onto the page's own (or a lower dialog's): the page has not changed.
  const samePage =
    depth > 0 &&
    pageEntry !== null &&
    keyOf(state) === pageEntry.key &&
    location.href === pageEntry.href;
  if (samePage) event.stopImmediatePropagation();
  depth = landed;
  const closing = open.filter((entry) => entry.depth > landed).reverse();
  for (const entry of closing) {
    open.splice(open.indexOf(entry), 1);
    // A dialog that may not close now stays, with an entry of its own again.
    if (!entry.onBack()) reopen(entry);
  }
  // Forward onto a closed dialog's entry, or Back onto one beneath: step off it.
  settle();
}

function reopen(entry: DialogEntry): void {
  entry.depth = depth + 1;
  depth = entry.depth;
  open.push(entry);
  enqueue({ kind: 'push', entry });
}

/**
 * Takes over the page's history writes (the router's too) so they wait for the dialogs' steps,
 * and steps off a dialog entry a reload left behind. Idempotent; the app calls it at start.
 */
export function installDialogHistory(): void {
  if (native || typeof window === 'undefined') return;
  const { history } = window;
  native = {
    push: history.pushState.bind(history),
    replace: history.replaceState.bind(history),
    go: history.go.bind(history),
  };
  const { push, replace, go } = native;
  history.pushState = (data, unused, url) => {
    if (depth > 0) leavePage();
    enqueue({ kind: 'write', run: () => push(data, unused, url) });
  };
  history.replaceState = (data, unused, url) => {
    // A dialog's entry keeps its mark through the router's replacing it.
    enqueue({
      kind: 'write',
      run: () => {
        const entryDepth = depthOf(window.history.state);
        replace(entryDepth > 0 ? withDepth(data, entryDepth) : data, unused, url);
      },
    });
  };
  history.go = (delta) => {
    // Back to an earlier page from an open dialog goes past the dialogs' entries too.
    const steps = delta !== undefined && delta < 0 ? delta - depth : delta;
    if (delta !== undefined && delta < 0) {
      open.length = 0;
      depth = 0;
    }
    enqueue({ kind: 'write', run: () => go(steps) });
  };
  window.addEventListener('popstate', onPopState, { capture: true });
  depth = depthOf(history.state);
  // A reload while a dialog was open: no dialog is, so its entry goes.
  stepDownTo(0);
}

/** A dialog opened: it gets an entry of its own, which Back takes it off with. */
export function enterDialog(onBack: () => boolean): DialogEntry {
  installDialogHistory();
  const entry: DialogEntry = { depth: depth + 1, onBack };
  depth = entry.depth;
  open.push(entry);
  enqueue({ kind: 'push', entry });
  return entry;
}

/** A dialog closed (not by Back): its entry goes, unless a navigation or Back took it already. */
export function leaveDialog(entry: DialogEntry): void {
  const index = open.indexOf(entry);
  if (index === -1) return;
  open.splice(index, 1);
  settle();
}
