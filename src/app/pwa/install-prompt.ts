import { useSyncExternalStore } from 'react';

/** Chromium's install prompt event (not in TypeScript's DOM types). */
export type BeforeInstallPromptEvent = Event & {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
};

export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function publish(next: BeforeInstallPromptEvent | null) {
  deferred = next;
  for (const listener of listeners) listener();
}

/** The browser's own mini-bar is held back; our 'Install app' button shows the prompt instead. */
function onBeforeInstallPrompt(event: Event) {
  event.preventDefault();
  publish(event as BeforeInstallPromptEvent);
}

const onAppInstalled = () => publish(null);

/**
 * Catches `beforeinstallprompt`, which may fire before any screen has rendered, so it starts with
 * the app. Returns the stop function (tests).
 */
export function startInstallPromptCapture(target: Window = window): () => void {
  target.addEventListener('beforeinstallprompt', onBeforeInstallPrompt);
  target.addEventListener('appinstalled', onAppInstalled);
  return () => {
    target.removeEventListener('beforeinstallprompt', onBeforeInstallPrompt);
    target.removeEventListener('appinstalled', onAppInstalled);
    publish(null);
  };
}

/** Shows the browser's install dialog; one event prompts once, so the button hides meanwhile. */
export async function promptInstall(): Promise<InstallOutcome> {
  const event = deferred;
  if (!event) return 'unavailable';
  publish(null);
  await event.prompt();
  return (await event.userChoice).outcome;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether this browser offers to install the app right now, and how to ask it. */
export function useInstallPrompt(): {
  canInstall: boolean;
  install: () => Promise<InstallOutcome>;
} {
  const canInstall = useSyncExternalStore(
    subscribe,
    () => deferred !== null,
    () => false,
  );
  return { canInstall, install: promptInstall };
}
