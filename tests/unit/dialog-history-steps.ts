/**
 * Browser history as the dialog tests see it: its steps land later, each with a popstate
 * (src/components/dialog/dialog-history.ts).
 */
import { act } from '@testing-library/react';
import { expect, vi } from 'vitest';

const pause = () => new Promise((resolve) => setTimeout(resolve, 20));

/** Until the dialogs' own history steps have landed: the entry stays the same a while. */
export async function settled() {
  await act(async () => {
    let seen: unknown;
    do {
      seen = window.history.state;
      await pause();
      await pause();
    } while (seen !== window.history.state);
  });
}

/** Back as the browser does it: the step lands later, with a popstate. */
export async function pressBack() {
  const before = window.history.state;
  await act(async () => {
    window.history.back();
    await vi.waitFor(() => expect(window.history.state).not.toBe(before));
  });
  await settled();
}
