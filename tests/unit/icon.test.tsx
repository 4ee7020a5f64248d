import { render, screen } from '@testing-library/react';
import * as ionicons from 'ionicons/icons';
import { describe, expect, it } from 'vitest';
import { Icon } from '../../src/components/icon/icon';
import { Spinner } from '../../src/components/spinner/spinner';

/** src/components/icon/icons/<name>.ts, each exporting one icon. */
const localIcons = Object.values(
  import.meta.glob<Record<string, string>>('../../src/components/icon/icons/*.ts', {
    eager: true,
  }),
).flatMap((module) => Object.entries(module));

describe('Icon', () => {
  it('draws each icon with the markup ionicons has for it', () => {
    expect(localIcons.length).toBeGreaterThan(0);
    for (const [name, svg] of localIcons) {
      expect(`data:image/svg+xml;utf8,${svg}`, name).toBe(
        (ionicons as Record<string, string>)[name],
      );
    }
  });

  it('is an image: hidden when decorative, named when it says something', () => {
    const [[, svg]] = localIcons as [[string, string]];
    render(
      <>
        <Icon icon={svg} aria-hidden="true" className="decorative" />
        <Icon icon={svg} aria-label="photo.jpg" />
        <Icon icon={svg} title="The photo could not be loaded" />
      </>,
    );
    expect(screen.getAllByRole('img')).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'photo.jpg' }).querySelector('svg')).not.toBeNull();
    expect(screen.getByRole('img', { name: 'The photo could not be loaded' })).toBeVisible();
    expect(document.querySelector('.icon.decorative svg.ionicon')).not.toBeNull();
  });
});

describe('Spinner', () => {
  it('is a progress bar, named or hidden as asked', () => {
    render(
      <>
        <Spinner aria-label="Loading trip details…" className="page-spinner" />
        <Spinner aria-hidden="true" />
      </>,
    );
    expect(screen.getAllByRole('progressbar')).toHaveLength(1);
    expect(screen.getByRole('progressbar', { name: 'Loading trip details…' })).toHaveClass(
      'spinner',
      'page-spinner',
    );
  });
});
