import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadTimeline } from '../../src/components/timeline/load-timeline';
import {
  roadReached,
  timelineSteps,
  type TimelineTimestamps,
} from '../../src/components/timeline/timeline-steps';
import type { LoadStatus } from '../../src/contract/loads';

const none: TimelineTimestamps = {
  loadReadyAt: null,
  outToCollectAt: null,
  loadedAt: null,
  outToUnloadAt: null,
  completedAt: null,
};

const all: TimelineTimestamps = {
  loadReadyAt: '2025-03-01T08:00:00.000Z',
  outToCollectAt: '2025-03-01T09:00:00.000Z',
  loadedAt: '2025-03-01T11:00:00.000Z',
  outToUnloadAt: '2025-03-01T12:00:00.000Z',
  completedAt: '2025-03-02T07:00:00.000Z',
};

/** The times a load has at each status when nothing was skipped. */
const reachedBy: Record<LoadStatus, TimelineTimestamps> = {
  pending: none,
  confirmed: none,
  out_to_collect: { ...none, outToCollectAt: all.outToCollectAt },
  loaded: { ...none, outToCollectAt: all.outToCollectAt, loadedAt: all.loadedAt },
  out_to_unload: { ...all, loadReadyAt: null, completedAt: null },
  completed: { ...all, loadReadyAt: null },
  cancelled: none,
};

const states = (status: LoadStatus, timestamp = reachedBy[status]) =>
  timelineSteps({ status, timestamp }).map((step) => `${step.label}:${step.state}`);

describe('an honest timeline', () => {
  it.each([
    ['pending', -1],
    ['confirmed', -1],
    ['out_to_collect', 0],
    ['loaded', 1],
    ['out_to_unload', 2],
    ['completed', 3],
  ] as const)('%s stands on road step %i', (status, index) => {
    expect(roadReached(status, none)).toBe(index);
  });

  it('names the road steps by their statuses, Load Ready first', () => {
    expect(timelineSteps({ status: 'pending', timestamp: none }).map((s) => s.label)).toEqual([
      'loadReady',
      'out_to_collect',
      'loaded',
      'out_to_unload',
      'completed',
    ]);
  });

  it('shows Load Ready done only when loadReadyAt is set, and skipped once the truck set out', () => {
    expect(states('pending')[0]).toBe('loadReady:upcoming');
    expect(states('confirmed')[0]).toBe('loadReady:upcoming');
    expect(states('pending', { ...none, loadReadyAt: all.loadReadyAt })[0]).toBe('loadReady:done');
    expect(states('out_to_collect')[0]).toBe('loadReady:skipped');
    expect(states('completed', all)[0]).toBe('loadReady:done');
  });

  it('marks each status reached done, the current one active, later ones upcoming', () => {
    expect(states('pending')).toEqual([
      'loadReady:upcoming',
      'out_to_collect:upcoming',
      'loaded:upcoming',
      'out_to_unload:upcoming',
      'completed:upcoming',
    ]);
    expect(states('loaded')).toEqual([
      'loadReady:skipped',
      'out_to_collect:done',
      'loaded:active',
      'out_to_unload:upcoming',
      'completed:upcoming',
    ]);
    expect(states('completed', all)).toEqual([
      'loadReady:done',
      'out_to_collect:done',
      'loaded:done',
      'out_to_unload:done',
      'completed:done',
    ]);
  });

  it('shows a step the driver skipped as skipped, with no time', () => {
    // Straight from Out to Collect to Out to Unload: Loaded never happened.
    const timestamp = {
      ...none,
      outToCollectAt: all.outToCollectAt,
      outToUnloadAt: all.outToUnloadAt,
    };
    const steps = timelineSteps({ status: 'out_to_unload', timestamp });
    expect(steps[2]).toMatchObject({ label: 'loaded', state: 'skipped', at: null });
    expect(steps[3]).toMatchObject({ label: 'out_to_unload', state: 'active' });
  });

  it('ends a cancelled load where it stopped, with Cancelled at its time', () => {
    const cancelledAt = '2025-03-01T10:00:00.000Z';
    expect(
      timelineSteps({ status: 'cancelled', timestamp: none, cancelledAt }).map((step) => [
        step.label,
        step.state,
        step.at,
      ]),
    ).toEqual([['cancelled', 'active', cancelledAt]]);
    const ready = { ...none, loadReadyAt: all.loadReadyAt };
    expect(
      timelineSteps({ status: 'cancelled', timestamp: ready, cancelledAt }).map((s) => s.label),
    ).toEqual(['loadReady', 'cancelled']);
  });

  it('takes each step time from its own timestamp', () => {
    const steps = timelineSteps({ status: 'completed', timestamp: all });
    expect(steps.map((step) => step.at)).toEqual([
      all.loadReadyAt,
      all.outToCollectAt,
      all.loadedAt,
      all.outToUnloadAt,
      all.completedAt,
    ]);
  });

  it('offers the load image on the Loaded step only once it is reached', () => {
    const image = '/files/load-photo.jpg';
    const loadedStep = (status: LoadStatus) =>
      timelineSteps({ status, timestamp: reachedBy[status], loadImage: image })[2]?.loadImage;
    expect(loadedStep('out_to_collect')).toBeNull();
    expect(loadedStep('loaded')).toBe(image);
    expect(loadedStep('out_to_unload')).toBe(image);
    expect(loadedStep('completed')).toBe(image);
    const steps = timelineSteps({ status: 'completed', timestamp: all, loadImage: image });
    expect(steps.filter((step) => step.loadImage)).toHaveLength(1);
  });
});

describe('LoadTimeline', () => {
  it('shows the steps under the status labels, the current one marked, times and the image link', () => {
    render(
      <LoadTimeline status="loaded" timestamp={reachedBy.loaded} loadImage="/files/photo.jpg" />,
    );
    const items = within(screen.getByRole('list', { name: 'Trip timeline' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.querySelector('.load-timeline__label')?.textContent)).toEqual([
      'Load Ready',
      'Out to Collect',
      'Loaded',
      'Out to Unload',
      'Completed',
    ]);
    expect(items[2]).toHaveAttribute('aria-current', 'step');
    expect(items[0]).toHaveAttribute('data-state', 'skipped');
    expect(within(items[0]!).getByText('Skipped')).toBeInTheDocument();
    expect(within(items[0]!).queryByRole('time')).toBeNull();
    expect(items[1]).toHaveAttribute('data-state', 'done');
    expect(within(items[1]!).getByText('Mar 01, 2025', { exact: false })).toBeInTheDocument();
    expect(items[3]).toHaveAttribute('data-state', 'upcoming');
    expect(screen.getByRole('link', { name: 'View Load Image' })).toHaveAttribute(
      'href',
      '/files/photo.jpg',
    );
  });

  it('ends in Cancelled for a cancelled load, without the steps it never reached', () => {
    render(<LoadTimeline status="cancelled" timestamp={none} />);
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByText('Completed')).not.toBeInTheDocument();
    expect(screen.queryByText('Loaded')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View Load Image' })).not.toBeInTheDocument();
  });
});
