import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Providers } from '../../src/app/providers';
import { TOAST_LAYER_ID } from '../../src/components/toasts/raise-toast-layer';

const toastLayer = () => document.getElementById(TOAST_LAYER_ID);

describe('the toasts of the app providers', () => {
  it('load once the page is idle, unless the page raises none (a driver link)', async () => {
    const first = render(
      <Providers queryClient={new QueryClient()}>
        <p>page</p>
      </Providers>,
    );
    await screen.findByText('page');
    await expect.poll(toastLayer).not.toBeNull();
    first.unmount();

    render(
      <Providers queryClient={new QueryClient()} toasts={false}>
        <p>driver page</p>
      </Providers>,
    );
    await screen.findByText('driver page');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(toastLayer()).toBeNull();
  });
});
