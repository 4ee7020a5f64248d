import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge } from '../../src/components/status-badge/status-badge';
import { statusTone } from '../../src/components/status-badge/status-tone';

describe('status badge', () => {
  it.each([
    ['completed', 'success'],
    ['in_transit', 'info'],
    ['out_to_unload', 'info'],
    ['cancelled', 'danger'],
    ['pending', 'warning'],
    ['confirmed', 'warning'],
    ['out_to_collect', 'warning'],
    ['loaded', 'warning'],
  ])('%s is %s', (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });

  it("shows the server's statusText when given", () => {
    render(<StatusBadge status="pending" label="Quotes received" />);
    expect(screen.getByText('Quotes received')).toHaveAttribute('data-tone', 'warning');
  });

  it('falls back to the status label', () => {
    render(<StatusBadge status="out_to_unload" />);
    expect(screen.getByText('Out to Unload')).toHaveAttribute('data-tone', 'info');
  });
});
