import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge } from '../../src/components/status-badge/status-badge';
import { loadStatusSchema, type LoadStatus } from '../../src/contract/loads';
import { statusLabel } from '../../server/lib/status-labels';
import { quoteStatusTone, statusTone } from '../../src/contract/statuses';

describe('one status vocabulary (issue 18)', () => {
  it.each([
    ['pending', 'Pending', 'warning'],
    ['confirmed', 'Confirmed', 'warning'],
    ['out_to_collect', 'Out to Collect', 'info'],
    ['loaded', 'Loaded', 'info'],
    ['out_to_unload', 'Out to Unload', 'info'],
    ['completed', 'Completed', 'success'],
    ['cancelled', 'Cancelled', 'danger'],
  ] as const)('%s reads %s, in the %s tone', (status, label, tone) => {
    render(<StatusBadge status={status} />);
    expect(screen.getByText(label)).toHaveAttribute('data-tone', tone);
    expect(statusTone(status)).toBe(tone);
  });

  it('gives the API and the notifications the same words as the screens', () => {
    for (const status of loadStatusSchema.options) {
      render(<StatusBadge status={status satisfies LoadStatus} />);
      expect(screen.getByText(statusLabel(status))).toBeInTheDocument();
    }
  });

  it('colours quote statuses like the rest', () => {
    expect(quoteStatusTone('pending')).toBe('warning');
    expect(quoteStatusTone('accepted')).toBe('success');
    expect(quoteStatusTone('rejected')).toBe('danger');
  });
});
