import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { depthOf, installDialogHistory } from '../../src/components/dialog/dialog-history';
import { Sheet } from '../../src/components/ui/sheet/sheet';
import { pressBack, settled } from './dialog-history-steps';

/** A phone's page with a button that opens an Edit Truck sheet. */
function Page({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Edit truck
      </button>
      <Sheet
        open={open}
        title="Edit Truck"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        actions={<button type="button">Save</button>}
      >
        <label>
          Model <input />
        </label>
      </Sheet>
    </>
  );
}

async function openSheet() {
  const onClose = vi.fn();
  const user = userEvent.setup();
  render(<Page onClose={onClose} />);
  await user.click(screen.getByRole('button', { name: 'Edit truck' }));
  await settled();
  return { onClose, sheet: screen.getByRole('dialog', { name: 'Edit Truck' }), user };
}

beforeAll(() => {
  window.history.replaceState({ key: 'page', idx: 0 }, '', '/trucks');
  installDialogHistory();
  // A phone's width: the sheet rises from the bottom (dialog.css, below 768 px).
  window.innerWidth = 390;
});

afterEach(settled);

describe('Sheet, the Dialog as a bottom sheet', () => {
  it('is the one Dialog, marked as a sheet: a modal named by its title, with a grabber and Close', async () => {
    const { sheet } = await openSheet();
    expect(sheet).toHaveAttribute('open');
    expect(sheet).toHaveClass('app-dialog', 'app-dialog--sheet', 'app-dialog--sheet-end');
    expect(sheet.querySelector('.app-dialog__grabber')).toHaveAttribute('aria-hidden', 'true');
    expect(sheet.querySelector('.app-dialog__title')).toHaveTextContent('Edit Truck');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveClass('app-dialog__close');
    expect(screen.getByRole('button', { name: 'Save' }).closest('footer')).toHaveClass(
      'app-dialog__actions',
    );
  });

  it('closes with its button, and opens again', async () => {
    const { onClose, user } = await openSheet();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Edit truck' }));
    expect(screen.getByRole('dialog', { name: 'Edit Truck' })).toHaveAttribute('open');
  });

  it('closes on Escape and takes its history entry off', async () => {
    const { onClose, sheet } = await openSheet();
    expect(depthOf(window.history.state)).toBe(1);
    // Escape on a modal <dialog> fires 'cancel' (jsdom does not press it for us).
    fireEvent(sheet, new Event('cancel', { cancelable: true }));
    await settled();
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.history.state).toEqual({ key: 'page', idx: 0 });
  });

  it('closes on Back and stays on the page', async () => {
    const { onClose } = await openSheet();
    await pressBack();
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.location.pathname).toBe('/trucks');
  });
});
