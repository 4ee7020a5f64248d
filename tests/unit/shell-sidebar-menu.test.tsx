import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TOOLTIP_DELAY_MS } from '../../src/app/shell/sidebar-tooltip';
import { makeUser, renderShell, stubUnreadCount, setUpShellTests } from './shell-test-harness';

setUpShellTests();

function menuItems() {
  const nav = screen.getByRole('navigation', { name: 'Main navigation' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('sidebar menu', () => {
  it('lists exactly the shipper items, in order', () => {
    stubUnreadCount(0);
    renderShell({ userType: 'user' });
    expect(menuItems()).toEqual(['My Loads', 'Post a Load', 'Notifications', 'Profile']);
  });

  it('lists exactly the provider items, in order, with Driver Links after Drivers', () => {
    stubUnreadCount(0);
    renderShell({ userType: 'provider' });
    expect(menuItems()).toEqual([
      'Find Loads',
      'Trips',
      'Trucks',
      'Drivers',
      'Driver Links',
      'Notifications',
      'Profile',
    ]);
  });

  it('links each item to its route and marks the current one', () => {
    stubUnreadCount(0);
    renderShell({ userType: 'provider', path: '/trips' });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Driver Links' })).toHaveAttribute(
      'href',
      '/driver-links',
    );
    expect(within(nav).getByRole('link', { name: 'Trips' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Drivers' })).not.toHaveAttribute('aria-current');
  });

  it('moves to the chosen section when an item is clicked', () => {
    stubUnreadCount(0);
    renderShell({ userType: 'user' });
    fireEvent.click(screen.getByRole('link', { name: 'Post a Load' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/post-load');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Post a Load');
  });

  it("shows the signed-in user's name and role at the bottom", () => {
    stubUnreadCount(0);
    renderShell({ userType: 'provider', user: makeUser({ userType: 'provider' }) });
    const sidebar = document.getElementById('app-sidebar');
    if (!sidebar) throw new Error('sidebar missing');
    expect(within(sidebar).getByText('Layla Haddad')).toBeInTheDocument();
    expect(within(sidebar).getByText('Transport provider')).toBeInTheDocument();
  });

  it('links the product name to home', () => {
    stubUnreadCount(0);
    renderShell({ path: '/my-loads' });
    fireEvent.click(screen.getByRole('link', { name: 'Gulf Freight, home' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('shows a label tooltip 700 ms after pointing at a collapsed item', () => {
    stubUnreadCount(0);
    renderShell({ userType: 'user' });
    fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    vi.useFakeTimers();
    const link = screen.getByRole('link', { name: 'My Loads' });

    fireEvent.pointerEnter(link);
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 1));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip')).toHaveTextContent('My Loads');

    fireEvent.pointerLeave(link);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows no tooltips while the sidebar is expanded, where labels are visible', () => {
    stubUnreadCount(0);
    renderShell({ userType: 'user' });
    vi.useFakeTimers();
    fireEvent.pointerEnter(screen.getByRole('link', { name: 'My Loads' }));
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS * 2));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
