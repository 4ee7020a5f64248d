import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, renderShell, stubUnreadCount, setUpShellTests } from './shell-test-harness';

setUpShellTests();

function quickActions() {
  const section = screen.getByRole('region', { name: 'Quick actions' });
  return within(section)
    .getAllByRole('link')
    .map((link) => [
      link.querySelector('.quick-action__title')?.textContent,
      link.getAttribute('href'),
    ]);
}

describe('welcome page', () => {
  it('greets the user by first name and points to the sidebar', () => {
    stubUnreadCount(0);
    renderShell({ userType: 'user' });
    expect(screen.getByRole('heading', { level: 2, name: 'Welcome, Layla' })).toBeInTheDocument();
    expect(screen.getByText(/pick an option from the sidebar/i)).toBeInTheDocument();
  });

  it("offers a shipper's destinations", () => {
    stubUnreadCount(0);
    renderShell({ userType: 'user' });
    expect(quickActions()).toEqual([
      ['Post a Load', '/post-load'],
      ['My Loads', '/my-loads'],
    ]);
  });

  it("offers a provider's destinations", () => {
    stubUnreadCount(0);
    renderShell({ userType: 'provider' });
    expect(quickActions()).toEqual([
      ['Find Loads', '/find-loads'],
      ['Trips', '/trips'],
      ['Trucks', '/trucks'],
      ['Drivers', '/drivers'],
    ]);
  });

  it('sends a user without a role to complete the profile', () => {
    stubUnreadCount(0);
    renderShell({ userType: null, user: makeUser({ userType: null, userName: null }) });
    expect(screen.getByRole('heading', { level: 2, name: 'Welcome' })).toBeInTheDocument();
    expect(quickActions()).toEqual([['Complete your profile', '/profile-update']]);
  });
});

describe('section placeholder page', () => {
  it('names the section and says it is being prepared, with a way home', () => {
    stubUnreadCount(0);
    renderShell({ path: '/driver-links', userType: 'provider' });
    const main = screen.getByRole('main');
    expect(
      within(main).getByRole('heading', { level: 2, name: 'Driver Links' }),
    ).toBeInTheDocument();
    expect(
      within(main).getByText('This part of your workspace is being prepared.'),
    ).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});
