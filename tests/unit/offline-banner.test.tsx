import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { differenceInCalendarDays, format } from 'date-fns';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OfflineBanner } from '../../src/components/offline-banner/offline-banner';
import { savedTime } from '../../src/components/offline-banner/saved-time';
import { formatDateTime } from '../../src/lib/format-date';
import { onlineStatus } from '../../src/lib/online-status';

const NOW = new Date(2030, 4, 10, 16, 30);
const at = (hours: number, minutes: number, dayOffset = 0) =>
  new Date(2030, 4, 10 + dayOffset, hours, minutes).getTime();

/** A screen showing one query's data, fetched at `updatedAt`. */
function Shown({ queryKey }: { queryKey: string[] }) {
  useQuery({ queryKey, queryFn: async () => 'fresh', staleTime: Infinity });
  return null;
}

function renderBanner(shown: Record<string, number> = {}, unobserved: Record<string, number> = {}) {
  const client = new QueryClient();
  for (const [key, updatedAt] of Object.entries({ ...shown, ...unobserved })) {
    client.setQueryData([key], `data of ${key}`, { updatedAt });
  }
  render(
    <QueryClientProvider client={client}>
      <OfflineBanner />
      {Object.keys(shown).map((key) => (
        <Shown key={key} queryKey={[key]} />
      ))}
    </QueryClientProvider>,
  );
  return client;
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  // No probe answers in these tests: the status changes only as each test says.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => {})),
  );
});

afterEach(() => {
  act(() => onlineStatus.reportReachable());
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const banner = () => screen.getByRole('status');

describe('offline banner (docs/architecture.md §7)', () => {
  it('shows nothing while online', () => {
    renderBanner({ loads: at(16, 0) });
    expect(banner()).toBeEmptyDOMElement();
  });

  it('says how old the oldest data on screen is while offline', () => {
    renderBanner({ loads: at(14, 5), trips: at(16, 0) }, { quotes: at(9, 0) });
    act(() => onlineStatus.reportNetworkFailure());
    expect(banner()).toHaveTextContent("You're offline. Showing data saved today at 2:05 PM.");
  });

  it('says that the screen waits when it shows no data', () => {
    renderBanner();
    act(() => onlineStatus.reportNetworkFailure());
    expect(banner()).toHaveTextContent(
      "You're offline. This screen updates when you're back online.",
    );
  });

  it('moves with the data: a refreshed query no longer counts as old', () => {
    const client = renderBanner({ loads: at(14, 5), trips: at(16, 0) });
    act(() => onlineStatus.reportNetworkFailure());
    act(() => {
      client.setQueryData(['loads'], 'newer', { updatedAt: at(16, 20) });
      // Cache events reach the banner batched, on the next tick.
      vi.advanceTimersByTime(0);
    });
    expect(banner()).toHaveTextContent('Showing data saved today at 4:00 PM.');
  });

  it("says 'Back online' for two seconds, then goes", () => {
    renderBanner({ loads: at(14, 5) });
    act(() => onlineStatus.reportNetworkFailure());
    act(() => onlineStatus.reportReachable());
    expect(banner()).toHaveTextContent('Back online.');
    act(() => vi.advanceTimersByTime(1999));
    expect(banner()).toHaveTextContent('Back online.');
    act(() => vi.advanceTimersByTime(1));
    expect(banner()).toBeEmptyDOMElement();
  });

  it('is one polite live region that stays in the page', () => {
    renderBanner();
    expect(banner()).toHaveAttribute('aria-live', 'polite');
    act(() => onlineStatus.reportNetworkFailure());
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });
});

describe('saved time wording', () => {
  it('is today, yesterday, or the docs/product.md §9 date and time', () => {
    expect(savedTime(at(9, 7), NOW)).toEqual({ key: 'today', time: '9:07 AM' });
    expect(savedTime(at(23, 50, -1), NOW)).toEqual({ key: 'yesterday', time: '11:50 PM' });
    expect(savedTime(at(8, 0, -3), NOW)).toEqual({ key: 'date', value: 'May 07, 2030, 8:00 AM' });
  });

  /** The wording as date-fns, which the rest of the app formats with, gives it. */
  function byDateFns(savedAt: number, now: Date) {
    const date = new Date(savedAt);
    const days = differenceInCalendarDays(now, date);
    if (days === 0) return { key: 'today', time: format(date, 'h:mm a') };
    if (days === 1) return { key: 'yesterday', time: format(date, 'h:mm a') };
    return { key: 'date', value: formatDateTime(date) };
  }

  it.each(['UTC', 'Asia/Riyadh', 'America/New_York', 'Europe/London'])(
    'writes what date-fns writes, across days, hours and clock changes (%s)',
    (timeZone) => {
      const zone = process.env.TZ;
      process.env.TZ = timeZone;
      try {
        for (const now of [new Date(2030, 2, 10, 0, 30), new Date(2030, 10, 3, 23, 59)]) {
          // Every 37 minutes over the 9 days before `now` and the day after it.
          for (
            let savedAt = now.getTime() - 9 * 86_400_000;
            savedAt < now.getTime() + 86_400_000;
            savedAt += 37 * 60_000
          ) {
            expect(savedTime(savedAt, now)).toEqual(byDateFns(savedAt, now));
          }
        }
      } finally {
        process.env.TZ = zone;
      }
    },
  );

  it('says nothing of a time it cannot read', () => {
    expect(savedTime(Number.NaN, NOW)).toEqual({
      key: 'date',
      value: formatDateTime(new Date(Number.NaN)),
    });
  });
});
