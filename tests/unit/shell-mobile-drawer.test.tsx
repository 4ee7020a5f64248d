import { fireEvent, screen, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import {
  renderShell,
  setViewportWidth,
  stubUnreadCount,
  setUpShellTests,
} from './shell-test-harness';

setUpShellTests();

const openMenuButton = () => screen.getByRole('button', { name: 'Open menu' });
const drawer = () => screen.queryByRole('dialog', { name: 'Menu' });

function renderOnPhone(path = '/') {
  stubUnreadCount(0);
  setViewportWidth(390);
  return renderShell({ path, userType: 'user' });
}

describe('sidebar below 768 px', () => {
  it('is hidden until the header menu button opens it as an overlay', () => {
    renderOnPhone();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(openMenuButton()).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(openMenuButton());

    const menu = drawer();
    expect(menu).toHaveAttribute('aria-modal', 'true');
    expect(
      within(menu as HTMLElement).getByRole('navigation', { name: 'Main navigation' }),
    ).toBeInTheDocument();
    expect(within(menu as HTMLElement).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    expect(document.querySelector('main')?.closest('[inert]')).not.toBeNull();
  });

  it('closes on navigation', () => {
    renderOnPhone();
    fireEvent.click(openMenuButton());
    fireEvent.click(within(drawer() as HTMLElement).getByRole('link', { name: 'My Loads' }));

    expect(screen.getByTestId('location')).toHaveTextContent('/my-loads');
    expect(drawer()).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My Loads');
  });

  it('closes on Escape and gives focus back to the menu button', () => {
    renderOnPhone();
    fireEvent.click(openMenuButton());
    fireEvent.keyDown(window, { key: 'Escape' });

    expect(drawer()).not.toBeInTheDocument();
    expect(openMenuButton()).toHaveFocus();
  });

  it('closes on a tap on the backdrop', () => {
    const { container } = renderOnPhone();
    fireEvent.click(openMenuButton());
    const backdrop = container.querySelector('.app-shell__backdrop');
    if (!backdrop) throw new Error('backdrop missing');
    fireEvent.click(backdrop);
    expect(drawer()).not.toBeInTheDocument();
  });

  it('closes from its close button', () => {
    renderOnPhone();
    fireEvent.click(openMenuButton());
    fireEvent.click(within(drawer() as HTMLElement).getByRole('button', { name: 'Close menu' }));
    expect(drawer()).not.toBeInTheDocument();
  });

  it('opens and closes with Ctrl+B without touching the desktop cookie', () => {
    renderOnPhone();
    fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    expect(drawer()).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    expect(drawer()).not.toBeInTheDocument();
    expect(Cookies.get('sidebar_state')).toBeUndefined();
  });

  it('is never collapsed to icons, whatever the cookie says', () => {
    Cookies.set('sidebar_state', 'false', { path: '/' });
    renderOnPhone();
    fireEvent.click(openMenuButton());
    expect(drawer()).toHaveAttribute('data-state', 'expanded');
  });

  it('switches between drawer and side column as the window is resized', () => {
    stubUnreadCount(0);
    renderShell();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();

    setViewportWidth(767);
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(openMenuButton()).toBeInTheDocument();

    setViewportWidth(768);
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });
});
