import { eq } from 'drizzle-orm';
import { loads } from '../../../server/modules/loads/loads.schema';
import { trucks } from '../../../server/modules/trucks/trucks.schema';
import type { TestApp } from './test-app';
import { completeProfile, signIn } from './sign-in';

type Json = Record<string, unknown>;
type Pagination = { page: number; totalPages: number; total: number; limit: number };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Any method, with or without a body and a token; `TData` is what a 200 carries in `data`. */
export async function call<TData = Json>(
  t: TestApp,
  method: Method,
  url: string,
  options: { body?: unknown; token?: string; ip?: string } = {},
) {
  const response = await t.app.inject({
    method,
    url,
    ...(options.body === undefined ? {} : { payload: options.body as Json }),
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });
  return {
    status: response.statusCode,
    body: response.json() as {
      success: boolean;
      msg?: string;
      data?: TData;
      pagination?: Pagination;
    },
  };
}

export async function signInShipper(t: TestApp, companyName = 'Al Harbi Trading') {
  const session = await signIn(t);
  await completeProfile(t, session, { userType: 'user', companyName });
  return session;
}

export async function signInProvider(t: TestApp, companyName = 'Desert Line') {
  const session = await signIn(t);
  const response = await completeProfile(t, session, { userType: 'provider', companyName });
  const groupId = String((response.body.data?.user as { groupId: string }).groupId);
  return { ...session, groupId };
}

/** A valid Post a Load body, scheduled a few days after the test clock's start. */
export function validLoad(overrides: Json = {}): Json {
  return {
    source: { country: 'Saudi Arabia', city: 'Riyadh' },
    destination: { country: 'United Arab Emirates', city: 'Dubai' },
    loadType: 'FTL',
    currency: 'SAR',
    material: 'Cement bags',
    hsnCode: '2523.29',
    weight: { value: 12, unit: 'ton' },
    scheduledDate: '2026-11-25T09:00:00+03:00',
    images: [],
    status: 'pending',
    truckType: '12M',
    truckSubType: 'curtain side',
    ...overrides,
  };
}

export async function postLoad(t: TestApp, token: string, overrides: Json = {}): Promise<string> {
  const response = await call<{ loadId: string }>(t, 'POST', '/api/loads/create', {
    body: validLoad(overrides),
    token,
  });
  if (response.status !== 200) throw new Error(`create load: ${JSON.stringify(response.body)}`);
  return String(response.body.data?.loadId);
}

let nextPlate = 1000;

export async function addTruck(t: TestApp, groupId: string, overrides: Json = {}) {
  // A plate of its own: one plate is one truck in a group.
  nextPlate += 1;
  const [row] = await t.db
    .insert(trucks)
    .values({
      groupId,
      name: 'Truck',
      model: 'Volvo FH',
      licensePlate: `RUH ${nextPlate}`,
      type: '12M',
      truckOption: 'closed box',
      weight: 20,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('truck not stored');
  return row;
}

export async function setLoadStatus(
  t: TestApp,
  loadId: string,
  status: (typeof loads.$inferSelect)['status'],
) {
  await t.db.update(loads).set({ status }).where(eq(loads.id, loadId));
}

export async function loadRow(t: TestApp, loadId: string) {
  const [row] = await t.db.select().from(loads).where(eq(loads.id, loadId));
  if (!row) throw new Error('load not found');
  return row;
}

export async function quote(
  t: TestApp,
  token: string,
  loadId: string,
  offer = 1500,
  extra: Json = {},
) {
  return call(t, 'POST', '/api/quote/create', {
    body: { loadId, offer, status: 'pending', ...extra },
    token,
  });
}
