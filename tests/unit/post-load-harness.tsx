import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { PostLoadPage } from '../../src/features/post-load/post-load-page';
import { createQueryClient } from '../../src/lib/query-client';

export type Reply = { status?: number; body?: unknown } | 'offline';
export type Call = { method: string; url: string; body: unknown; headers: Headers };

/** fetch at the network boundary: each `METHOD url` answers its queued replies in order. */
export function mockApi(replies: Record<string, Reply[]>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const url = String(input);
      calls.push({
        method,
        url,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
        headers: new Headers(init.headers),
      });
      const reply = replies[`${method} ${url}`]?.shift();
      if (!reply) throw new Error(`Unexpected call ${method} ${url}`);
      if (reply === 'offline') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(reply.body ?? { success: true }), {
        status: reply.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

/** jsdom has no object URLs; these stand in for the browser's. */
export function stubBrowserGaps() {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
}

function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname + location.search}
    </output>
  );
}

/** Post a Load at `path`, as a signed-in shipper or as a visitor, with where it navigates to. */
export function renderPostLoad({ path = '/post-load', visitor = false } = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '/post-load',
        element: (
          <>
            <PostLoadPage visitor={visitor} />
            <LocationProbe />
          </>
        ),
      },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router };
}

/**
 * A control by its label's text (without the required marker). Testing Library's label and role
 * queries walk this long form for every call and make each test seconds slower.
 */
function byLabel(name: string): HTMLElement {
  const label = Array.from(document.querySelectorAll('label')).find(
    (candidate) => candidate.textContent?.replace(/\s*\*$/, '') === name,
  );
  const control = label?.htmlFor ? document.getElementById(label.htmlFor) : null;
  return control ?? screen.getByLabelText(name);
}
export const field = (name: string) => byLabel(name);
export const textbox = (name: string) => byLabel(name);
export const dateInput = () => byLabel('Scheduled date');
export const timeInput = () => byLabel('Scheduled time');

export function setInput(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

/**
 * Types into a searchable select (a city) and picks the option named `label` from what it
 * narrowed its list to, as a user clicking the suggestion would.
 */
export function chooseOption(input: HTMLElement, typed: string, label = typed) {
  fireEvent.change(input, { target: { value: typed } });
  const menu = document.getElementById(input.getAttribute('aria-controls') ?? '');
  if (!menu) throw new Error(`No list for ${input.id}`);
  fireEvent.click(within(menu).getByRole('option', { name: label }));
}

/**
 * Riyadh → Dubai, 12.5 ton of steel coils on 10Ton, on a day well in the future. Change events
 * stand in for typing here (the typing rules have their own tests), to keep each test quick.
 */
export function fillValidLoad() {
  setInput(field('Source country'), 'Saudi Arabia');
  chooseOption(field('Source city'), 'Riyadh');
  setInput(field('Destination country'), 'United Arab Emirates');
  chooseOption(field('Destination city'), 'Dubai');
  setInput(textbox('Material'), 'Steel coils');
  setInput(textbox('Weight'), '12.5');
  setInput(dateInput(), '2099-03-04');
  setInput(timeInput(), '09:30');
  setInput(field('Truck type'), '10Ton');
}
