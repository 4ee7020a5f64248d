import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InstallAppButton } from '../../src/app/pwa/install-app-button';
import { startInstallPromptCapture } from '../../src/app/pwa/install-prompt';

/** What Chromium fires when the app may be installed. */
function fakeInstallPrompt(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(async () => undefined);
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) });
  act(() => {
    window.dispatchEvent(event);
  });
  return { event, prompt };
}

let stop: () => void;
beforeEach(() => {
  stop = startInstallPromptCapture();
});
afterEach(() => stop());

describe('Install app', () => {
  it('shows nothing until the browser offers to install', () => {
    render(<InstallAppButton />);
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();
  });

  it("holds back the browser's own prompt and shows it from the button, once", async () => {
    render(<InstallAppButton />);
    const { event, prompt } = fakeInstallPrompt();
    expect(event.defaultPrevented).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Install app' }));
    expect(prompt).toHaveBeenCalledOnce();
    // An install prompt event prompts only once.
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();
  });

  it('goes away once the app is installed', () => {
    render(<InstallAppButton />);
    fakeInstallPrompt();
    expect(screen.getByRole('button', { name: 'Install app' })).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();
  });

  it('keeps its name when only the icon shows', () => {
    render(<InstallAppButton tone="sidebar" iconOnly />);
    fakeInstallPrompt();
    const button = screen.getByRole('button', { name: 'Install app' });
    expect(button).not.toHaveTextContent('Install app');
  });
});
