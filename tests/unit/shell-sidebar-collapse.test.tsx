import { fireEvent, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import { renderShell, stubUnreadCount, setUpShellTests } from './shell-test-harness';

setUpShellTests();

function sidebar() {
  const element = document.getElementById('app-sidebar');
  if (!element) throw new Error('sidebar missing');
  return element;
}

const toggleButton = () => screen.getByRole('button', { name: /sidebar$/ });

describe('sidebar collapse', () => {
  it('starts expanded when no state is remembered', () => {
    stubUnreadCount(0);
    renderShell();
    expect(sidebar()).toHaveAttribute('data-state', 'expanded');
    expect(toggleButton()).toHaveAccessibleName('Collapse sidebar');
    expect(toggleButton()).toHaveAttribute('aria-expanded', 'true');
  });

  it.each([
    ['Ctrl+B', { ctrlKey: true }],
    ['Cmd+B', { metaKey: true }],
  ])('%s collapses and expands it, remembering the state in the cookie', (_name, modifier) => {
    stubUnreadCount(0);
    renderShell();

    fireEvent.keyDown(window, { key: 'b', ...modifier });
    expect(sidebar()).toHaveAttribute('data-state', 'collapsed');
    expect(toggleButton()).toHaveAccessibleName('Expand sidebar');
    expect(Cookies.get('sidebar_state')).toBe('false');

    fireEvent.keyDown(window, { key: 'B', ...modifier });
    expect(sidebar()).toHaveAttribute('data-state', 'expanded');
    expect(Cookies.get('sidebar_state')).toBe('true');
  });

  it('ignores B without Ctrl or Cmd', () => {
    stubUnreadCount(0);
    renderShell();
    fireEvent.keyDown(window, { key: 'b' });
    expect(sidebar()).toHaveAttribute('data-state', 'expanded');
    expect(Cookies.get('sidebar_state')).toBeUndefined();
  });

  it('keeps the cookie for 7 days, site-wide', () => {
    stubUnreadCount(0);
    const set = vi.spyOn(Cookies, 'set');
    renderShell();
    fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    expect(set).toHaveBeenCalledWith(
      'sidebar_state',
      'false',
      expect.objectContaining({ path: '/', 'max-age': String(7 * 24 * 60 * 60) }),
    );
  });

  it('toggles from the header button too', () => {
    stubUnreadCount(0);
    renderShell();
    fireEvent.click(toggleButton());
    expect(sidebar()).toHaveAttribute('data-state', 'collapsed');
    expect(Cookies.get('sidebar_state')).toBe('false');
  });

  it('restores the collapsed state from the cookie', () => {
    stubUnreadCount(0);
    Cookies.set('sidebar_state', 'false', { path: '/' });
    renderShell();
    expect(sidebar()).toHaveAttribute('data-state', 'collapsed');
    expect(toggleButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps every item reachable by name while collapsed', () => {
    stubUnreadCount(0);
    Cookies.set('sidebar_state', 'false', { path: '/' });
    renderShell({ userType: 'user' });
    expect(screen.getByRole('link', { name: 'My Loads' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post a Load' })).toBeInTheDocument();
  });
});
