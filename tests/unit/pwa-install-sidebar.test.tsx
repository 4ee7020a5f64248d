import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startInstallPromptCapture } from '../../src/app/pwa/install-prompt';
import { renderShell, setUpShellTests, stubUnreadCount } from './shell-test-harness';

setUpShellTests();

let stop: () => void;
beforeEach(() => {
  stop = startInstallPromptCapture();
});
afterEach(() => stop());

const sidebar = () => within(document.getElementById('app-sidebar') as HTMLElement);

function offerInstall() {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome: 'dismissed' }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
}

describe("the signed-in shell's Install app", () => {
  it('sits at the foot of the sidebar once the browser offers to install', () => {
    stubUnreadCount(0);
    renderShell();
    expect(sidebar().queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();
    offerInstall();
    expect(sidebar().getByRole('button', { name: 'Install app' })).toHaveTextContent('Install app');
  });

  it('shows only its icon in the collapsed sidebar, still named', () => {
    stubUnreadCount(0);
    renderShell();
    offerInstall();
    fireEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    const button = sidebar().getByRole('button', { name: 'Install app' });
    expect(button).not.toHaveTextContent('Install app');
  });
});
