import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RespondByCountdown } from '../../src/features/find-loads/components/respond-by-countdown';
import {
  DIALOG_GAP_MS,
  useDialogSequence,
} from '../../src/features/find-loads/hooks/use-dialog-sequence';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2030-05-01T10:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Respond within N min', () => {
  it('counts down each minute and disappears when respondBy passes', () => {
    render(<RespondByCountdown respondBy="2030-05-01T10:02:30.000Z" />);
    expect(screen.getByText('Respond within 3 min')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByText('Respond within 2 min')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Respond within 1 min')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(59_000));
    expect(screen.getByText('Respond within 1 min')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByText(/Respond within/)).not.toBeInTheDocument();
  });

  it('shows nothing once the deadline has passed', () => {
    render(<RespondByCountdown respondBy="2030-05-01T09:59:00.000Z" />);
    expect(screen.queryByText(/Respond within/)).not.toBeInTheDocument();
  });
});

describe('Dialog sequence', () => {
  it('opens the first dialog at once and the next 300 ms after the previous closes', () => {
    const { result } = renderHook(() => useDialogSequence<'details' | 'quote'>());
    act(() => result.current.show('details'));
    expect(result.current.current).toBe('details');

    act(() => result.current.show('quote'));
    expect(result.current.current).toBeNull();
    act(() => vi.advanceTimersByTime(DIALOG_GAP_MS - 1));
    expect(result.current.current).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.current).toBe('quote');
  });

  it('waits out the rest of the gap after a dialog the user closed', () => {
    const { result } = renderHook(() => useDialogSequence<'details' | 'quote'>());
    act(() => result.current.show('details'));
    act(() => result.current.close());
    act(() => vi.advanceTimersByTime(100));
    act(() => result.current.show('details'));
    expect(result.current.current).toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(result.current.current).toBe('details');
  });

  it('is switching while the next dialog waits, so the page under it takes no tap', () => {
    // A double tap on Start Trip once landed on the list in the gap and opened another load.
    const { result } = renderHook(() => useDialogSequence<'details' | 'quote'>());
    act(() => result.current.show('details'));
    expect(result.current.switching).toBe(false);
    act(() => result.current.show('quote'));
    expect(result.current.switching).toBe(true);
    act(() => vi.advanceTimersByTime(DIALOG_GAP_MS));
    expect(result.current.current).toBe('quote');
    expect(result.current.switching).toBe(false);
    act(() => result.current.close());
    expect(result.current.switching).toBe(false);
  });

  it('a close during the gap cancels the pending dialog', () => {
    const { result } = renderHook(() => useDialogSequence<'details' | 'quote'>());
    act(() => result.current.show('details'));
    act(() => result.current.show('quote'));
    act(() => result.current.close());
    act(() => vi.advanceTimersByTime(DIALOG_GAP_MS * 2));
    expect(result.current.current).toBeNull();
  });
});
