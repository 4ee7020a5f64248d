import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Dialog } from '../../src/components/dialog/dialog';
import { depthOf, installDialogHistory } from '../../src/components/dialog/dialog-history';
import { pressBack, settled } from './dialog-history-steps';

/** A page with a dialog and, inside it, another one, each opened by a button. */
function Page({ dismissible = true }: { dismissible?: boolean }) {
  const [outer, setOuter] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOuter(true)}>
        Open outer
      </button>
      <Dialog open={outer} title="Outer" dismissible={dismissible} onClose={() => setOuter(false)}>
        <button type="button" onClick={() => setInner(true)}>
          Open inner
        </button>
        <Dialog open={inner} title="Inner" onClose={() => setInner(false)}>
          <p>Inner body</p>
        </Dialog>
      </Dialog>
    </>
  );
}

const dialogNamed = (name: string) => screen.queryByRole('dialog', { name });
/** What else listens to popstate (the router does): it hears only of real page changes. */
const routerHeard = vi.fn();

beforeAll(() => {
  window.history.replaceState({ key: 'page', idx: 0 }, '', '/my-loads/load-1');
  installDialogHistory();
  window.addEventListener('popstate', routerHeard);
});

afterEach(async () => {
  await settled();
  routerHeard.mockClear();
});

describe('browser Back and dialogs', () => {
  it('closes the open dialog and stays on the page; nothing reaches the router', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const before = window.history.length;
    await user.click(screen.getByRole('button', { name: 'Open outer' }));
    await settled();
    expect(dialogNamed('Outer')).toBeInTheDocument();
    expect(window.history.length).toBe(before + 1);
    expect(depthOf(window.history.state)).toBe(1);

    await pressBack();
    expect(dialogNamed('Outer')).not.toBeInTheDocument();
    expect(window.location.pathname).toBe('/my-loads/load-1');
    expect(window.history.state).toEqual({ key: 'page', idx: 0 });
    expect(routerHeard).not.toHaveBeenCalled();
  });

  it('takes its entry off when closed by its own button, so history does not grow', async () => {
    const user = userEvent.setup();
    render(<Page />);
    for (let round = 0; round < 3; round += 1) {
      await user.click(screen.getByRole('button', { name: 'Open outer' }));
      await settled();
      expect(depthOf(window.history.state)).toBe(1);
      await user.click(screen.getByRole('button', { name: 'Close' }));
      await settled();
      expect(dialogNamed('Outer')).not.toBeInTheDocument();
      expect(window.history.state).toEqual({ key: 'page', idx: 0 });
    }
    expect(routerHeard).not.toHaveBeenCalled();
  });

  it('closes nested dialogs one Back at a time, the top one first', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open outer' }));
    await user.click(screen.getByRole('button', { name: 'Open inner' }));
    await settled();
    expect(depthOf(window.history.state)).toBe(2);

    await pressBack();
    expect(dialogNamed('Inner')).not.toBeInTheDocument();
    expect(dialogNamed('Outer')).toBeInTheDocument();
    expect(depthOf(window.history.state)).toBe(1);

    await pressBack();
    expect(dialogNamed('Outer')).not.toBeInTheDocument();
    expect(window.history.state).toEqual({ key: 'page', idx: 0 });
    expect(routerHeard).not.toHaveBeenCalled();
  });

  it('keeps a dialog that may not close now open, with its entry back', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Page dismissible={false} />);
    await user.click(screen.getByRole('button', { name: 'Open outer' }));
    await settled();

    await pressBack();
    await settled();
    expect(dialogNamed('Outer')).toBeInTheDocument();
    expect(depthOf(window.history.state)).toBe(1);

    // Once it may close, Back closes it.
    rerender(<Page dismissible />);
    await pressBack();
    expect(dialogNamed('Outer')).not.toBeInTheDocument();
    expect(window.history.state).toEqual({ key: 'page', idx: 0 });
  });

  it('a navigation from an open dialog leaves no entry of it behind', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open outer' }));
    await user.click(screen.getByRole('button', { name: 'Open inner' }));
    await settled();
    expect(depthOf(window.history.state)).toBe(2);

    // What the router does for a link or navigate(): the page and its dialogs go.
    act(() => {
      window.history.pushState({ key: 'trucks', idx: 1 }, '', '/trucks');
      unmount();
    });
    await settled();
    expect(window.location.pathname).toBe('/trucks');
    expect(window.history.state).toEqual({ key: 'trucks', idx: 1 });

    // Back returns to the page itself, not to a dialog's entry; the router hears of it.
    await pressBack();
    expect(window.location.pathname).toBe('/my-loads/load-1');
    expect(window.history.state).toEqual({ key: 'page', idx: 0 });
    expect(routerHeard).toHaveBeenCalledTimes(1);
  });

  it("the router's step back from an open dialog goes to the page before, past the dialog's entry", async () => {
    act(() => {
      window.history.pushState({ key: 'list', idx: 1 }, '', '/my-loads');
      window.history.pushState({ key: 'details', idx: 2 }, '', '/my-loads/load-2');
    });
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open outer' }));
    await settled();
    expect(depthOf(window.history.state)).toBe(1);

    // navigate(-1), as a details page's back button does.
    await act(async () => {
      window.history.go(-1);
      await vi.waitFor(() => expect(window.location.pathname).toBe('/my-loads'));
    });
    await settled();
    expect(window.history.state).toEqual({ key: 'list', idx: 1 });
    expect(routerHeard).toHaveBeenCalledTimes(1);
  });

  it('lets the router mark its replaced entry without losing the dialog', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open outer' }));
    await settled();
    act(() => window.history.replaceState({ key: 'page', idx: 0, usr: 'x' }, ''));
    expect(depthOf(window.history.state)).toBe(1);

    await pressBack();
    await waitFor(() => expect(dialogNamed('Outer')).not.toBeInTheDocument());
    expect(depthOf(window.history.state)).toBe(0);
  });
});
