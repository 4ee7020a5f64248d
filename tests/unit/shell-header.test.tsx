import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShell, stubUnreadCount, setUpShellTests } from './shell-test-harness';

setUpShellTests();

describe('header', () => {
  it.each([
    ['/', 'Home'],
    ['/my-loads', 'My Loads'],
    ['/post-load', 'Post a Load'],
    ['/find-loads', 'Find Loads'],
    ['/trips', 'Trips'],
    ['/trucks', 'Trucks'],
    ['/drivers', 'Drivers'],
    ['/driver-links', 'Driver Links'],
    ['/profile', 'Profile'],
    ['/notifications', 'Notifications'],
  ])('names the section of %s', (path, name) => {
    stubUnreadCount(0);
    renderShell({ path, userType: 'provider' });
    expect(within(screen.getByRole('banner')).getByRole('heading', { level: 1 })).toHaveTextContent(
      new RegExp(`^${name}$`),
    );
    expect(document.title).toBe(path === '/' ? 'Home · Gulf Freight' : `${name} · Gulf Freight`);
  });

  it("names a details page's subject in the tab, then only the section once it goes", () => {
    stubUnreadCount(0);
    renderShell({ path: '/my-loads/load-1', userType: 'user' });
    expect(within(screen.getByRole('banner')).getByRole('heading', { level: 1 })).toHaveTextContent(
      /^My Loads$/,
    );
    expect(document.title).toBe('Load LD-1042 · My Loads · Gulf Freight');

    fireEvent.click(screen.getByRole('link', { name: 'My Loads' }));
    expect(document.title).toBe('My Loads · Gulf Freight');
  });

  it('shows what a page puts in PageActions, and drops it when the page goes', () => {
    stubUnreadCount(0);
    renderShell({ path: '/trucks', userType: 'provider' });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('button', { name: 'Add New Truck' })).toBeInTheDocument();
    expect(screen.getByRole('main')).not.toHaveTextContent('Add New Truck');
    expect(screen.getByRole('main')).toHaveTextContent('Truck list');

    fireEvent.click(screen.getByRole('link', { name: 'Drivers' }));
    expect(screen.queryByRole('button', { name: 'Add New Truck' })).not.toBeInTheDocument();
  });

  it('moves focus to the page from the skip link', () => {
    stubUnreadCount(0);
    renderShell();
    fireEvent.click(screen.getByRole('link', { name: 'Skip to main content' }));
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
