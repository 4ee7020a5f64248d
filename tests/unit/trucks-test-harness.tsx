/**
 * Shared by the trucks-*, drivers-*, fleet-* and file-upload-* tests: XMLHttpRequest stubbed at
 * the network boundary (fetch in mock-api.ts), and a page rendered with its header target and the
 * app's providers.
 */
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { afterEach, beforeEach, vi } from 'vitest';
import { PageActionsTargetContext } from '../../src/app/shell/page-actions-target';
import type { Driver } from '../../src/contract/drivers';
import type { StoredFile } from '../../src/contract/files';
import type { FleetStatus, Truck } from '../../src/contract/trucks';
import { pageReply, type Reply } from './mock-api';

export const TRUCK_ID = '2d9e8b3a-4f5c-4d7e-8f1a-2b3c4d5e6f70';
export const DRIVER_ID = '3e0f9c4b-5a6d-4e8f-9a2b-3c4d5e6f7081';

export function setUpFleetTests() {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('token', 'token-1');
    // jsdom has no object URLs; previews and stored images only need one to exist.
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    toast.remove();
    cleanup();
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });
}

/** One XMLHttpRequest the code under test opened; the test decides how it progresses and ends. */
export class FakeUpload {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader() {
    return null;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

/** Replaces XMLHttpRequest; `uploads` lists every request opened, in order. */
export function mockUploads() {
  const uploads: FakeUpload[] = [];
  vi.stubGlobal(
    'XMLHttpRequest',
    class extends FakeUpload {
      constructor() {
        super();
        uploads.push(this);
      }
    },
  );
  return uploads;
}

/** Renders a page with a header to portal its actions into, as the shell does. */
export function renderWithProviders(page: ReactNode) {
  const header = document.createElement('div');
  header.dataset.testid = 'header-actions';
  document.body.append(header);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <PageActionsTargetContext value={header}>{page}</PageActionsTargetContext>
      <Toaster />
    </QueryClientProvider>,
  );
  return { user, header, queryClient };
}

/** Renders a Trucks or Drivers page and, once its list is in, opens Add New … from the header. */
export async function openAddDialog(page: ReactNode, kind: 'Truck' | 'Driver') {
  const rendered = renderWithProviders(page);
  await screen.findByRole('heading', { name: new RegExp(`^Active ${kind}s \\(`) });
  const name = `Add New ${kind}`;
  await rendered.user.click(within(rendered.header).getByRole('button', { name }));
  return { ...rendered, dialog: await screen.findByRole('dialog', { name }) };
}

export function makeFile(overrides: Partial<StoredFile> = {}): StoredFile {
  return {
    label: 'Registration',
    url: '/api/files/4f1a0d5c-6b7e-4f90-8a1b-2c3d4e5f6a7b',
    contentType: 'application/pdf',
    size: 48_000,
    ...overrides,
  };
}

export function makeTruck(overrides: Partial<Truck> = {}): Truck {
  return {
    _id: TRUCK_ID,
    id: 'TRK-7',
    name: 'Big blue',
    model: 'Volvo FH',
    type: '12M',
    truckOption: 'curtain side',
    licensePlate: 'ABC 123',
    weight: 20,
    weightUnit: 'ton',
    status: 'active',
    createdAt: '2030-01-05T08:00:00.000Z',
    updatedAt: '2030-02-10T09:30:00.000Z',
    docs: { urls: [] },
    ...overrides,
  };
}

export function makeDriver(overrides: Partial<Driver> = {}): Driver {
  return {
    _id: DRIVER_ID,
    id: 'DRV-3',
    name: 'Omar Haddad',
    phone: '501234567',
    countryCode: '+966',
    country: 'Saudi Arabia',
    licenseNo: 'LIC-778',
    status: 'active',
    createdAt: '2030-03-01T08:00:00.000Z',
    updatedAt: '2030-03-01T08:00:00.000Z',
    docs: { urls: [] },
    ...overrides,
  };
}

type FleetKind = 'trucks' | 'drivers';

/** The Trucks or Drivers screen's first page of one status, as it asks for it. */
export const fleetPagePath = (kind: FleetKind, status: FleetStatus) =>
  `/api/${kind}?page=1&limit=20&status=${status}`;

/**
 * What the server answers the Trucks or Drivers screen, one reply per load of the page: each
 * fleet given is paged by status as the server would, and a failure fails every list.
 */
export function fleetReplies(
  kind: FleetKind,
  ...answers: ((Truck | Driver)[] | Reply)[]
): Record<string, Reply[]> {
  const of = (status: FleetStatus) =>
    answers.map((answer) =>
      Array.isArray(answer) ? answer.filter((member) => member.status === status) : answer,
    );
  const page = (status: FleetStatus) =>
    of(status).map((rows) => (Array.isArray(rows) ? pageReply(rows) : rows));
  const count = of('inactive').map((rows) =>
    Array.isArray(rows) ? pageReply(rows.slice(0, 1), { limit: 1, total: rows.length }) : rows,
  );
  return {
    [`GET ${fleetPagePath(kind, 'active')}`]: page('active'),
    [`GET ${fleetPagePath(kind, 'inactive')}`]: page('inactive'),
    [`GET /api/${kind}?limit=1&status=inactive`]: count,
  };
}
