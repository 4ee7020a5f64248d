import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadTimeline } from '../../src/components/timeline/load-timeline';
import {
  currentStepIndex,
  timelineSteps,
  type TimelineTimestamps,
} from '../../src/components/timeline/timeline-steps';

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

const states = (status: string) => timelineSteps({ status, timestamp: none }).map((s) => s.state);

describe('timeline mapping (SPEC §4)', () => {
  it.each([
    ['pending', 0],
    ['confirmed', 1],
    ['out_to_collect', 1],
    ['started', 1],
    ['loaded', 2],
    ['out_to_unload', 3],
    ['in_transit', 3],
    ['completed', 4],
    ['cancelled', 4],
    ['something_new', 0],
  ])('%s stands on step %i', (status, index) => {
    expect(currentStepIndex(status)).toBe(index);
  });

  it('marks earlier steps done, the current active and later ones upcoming', () => {
    expect(states('pending')).toEqual(['active', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);
    expect(states('confirmed')).toEqual(['done', 'active', 'upcoming', 'upcoming', 'upcoming']);
    expect(states('out_to_collect')).toEqual([
      'done',
      'active',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    expect(states('loaded')).toEqual(['done', 'done', 'active', 'upcoming', 'upcoming']);
    expect(states('out_to_unload')).toEqual(['done', 'done', 'done', 'active', 'upcoming']);
    expect(states('completed')).toEqual(['done', 'done', 'done', 'done', 'active']);
    expect(states('cancelled')).toEqual(['done', 'done', 'done', 'done', 'active']);
  });

  it('labels the last step Cancelled only for a cancelled load', () => {
    const labels = (status: string) =>
      timelineSteps({ status, timestamp: none }).map((s) => s.label);
    expect(labels('completed')).toEqual([
      'loadReady',
      'tripStarted',
      'loaded',
      'inTransit',
      'completed',
    ]);
    expect(labels('cancelled').at(-1)).toBe('cancelled');
    expect(labels('pending').at(-1)).toBe('completed');
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
    const loadedStep = (status: string) =>
      timelineSteps({ status, timestamp: none, loadImage: image })[2]?.loadImage;
    expect(loadedStep('out_to_collect')).toBeNull();
    expect(loadedStep('loaded')).toBe(image);
    expect(loadedStep('out_to_unload')).toBe(image);
    expect(loadedStep('completed')).toBe(image);
    expect(timelineSteps({ status: 'loaded', timestamp: none })[2]?.loadImage).toBeNull();
    const others = timelineSteps({ status: 'completed', timestamp: none, loadImage: image });
    expect(others.filter((step) => step.loadImage)).toHaveLength(1);
  });
});

describe('LoadTimeline', () => {
  it('shows the five steps, the current one marked, times and the load image link', () => {
    render(<LoadTimeline status="loaded" timestamp={all} loadImage="/files/photo.jpg" />);
    const items = within(screen.getByRole('list', { name: 'Trip timeline' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.querySelector('.load-timeline__label')?.textContent)).toEqual([
      'Load Ready',
      'Trip Started',
      'Loaded',
      'In Transit',
      'Completed',
    ]);
    expect(items[2]).toHaveAttribute('aria-current', 'step');
    expect(items[0]).toHaveAttribute('data-state', 'done');
    expect(items[3]).toHaveAttribute('data-state', 'upcoming');
    expect(within(items[0]!).getByText('Mar 01, 2025', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Load Image' })).toHaveAttribute(
      'href',
      '/files/photo.jpg',
    );
  });

  it('ends in Cancelled for a cancelled load, without the image link before Loaded', () => {
    render(<LoadTimeline status="cancelled" timestamp={none} />);
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByText('Completed')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View Load Image' })).not.toBeInTheDocument();
  });
});
