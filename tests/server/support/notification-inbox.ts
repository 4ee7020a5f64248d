import { asc, eq, inArray } from 'drizzle-orm';
import type { LiveEvent, Notification } from '../../../src/contract/notifications';
import { liveEvents } from '../../../server/modules/live-events/live-events.schema';
import { notifications } from '../../../server/modules/notifications/notifications.schema';
import { users } from '../../../server/modules/users/users.schema';
import { call } from './marketplace';
import type { TestApp } from './test-app';

/**
 * The response guarantee's notifications (a new load to matching providers, no quote at 60
 * minutes) are its own suite's subject; posting a load may write them, so these suites skip them.
 */
const GUARANTEE_KINDS = new Set(['load_matched', 'no_quote_yet']);

/** What a user's Notifications page lists (up to 50, newest first), as the API answers it. */
export async function inboxOf(t: TestApp, token: string): Promise<Notification[]> {
  const response = await call<{ notifications: Notification[] }>(
    t,
    'GET',
    '/api/user-notifications?limit=50',
    { token },
  );
  if (response.status !== 200) throw new Error(`inbox: ${JSON.stringify(response.body)}`);
  return (response.body.data?.notifications ?? []).filter(
    (note) => !GUARANTEE_KINDS.has(note.kind),
  );
}

/**
 * The kinds in a user's inbox, sorted by name: what one request does shares one instant of the
 * test clock, so their order among themselves is not the subject.
 */
export async function kindsOf(t: TestApp, token: string): Promise<string[]> {
  return (await inboxOf(t, token)).map((note) => note.kind).sort();
}

/** A user's notifications of one kind, newest first. */
export async function notesOfKind(t: TestApp, token: string, kind: string) {
  return (await inboxOf(t, token)).filter((note) => note.kind === kind);
}

/** Every notification row in the table, apart from the guarantee's, for "nobody else" checks. */
export async function allNotificationRows(t: TestApp) {
  const rows = await t.db.select().from(notifications).orderBy(asc(notifications.createdAt));
  return rows.filter((row) => !GUARANTEE_KINDS.has(row.kind));
}

/** The live events written for a user, oldest first. */
export async function liveEventsOf(t: TestApp, userId: string): Promise<LiveEvent[]> {
  const rows = await t.db
    .select({ payload: liveEvents.payload })
    .from(liveEvents)
    .where(eq(liveEvents.userId, userId))
    .orderBy(asc(liveEvents.id));
  return rows.map((row) => row.payload as LiveEvent);
}

/** Puts more users into a provider group, as colleagues of its owner. */
export async function joinGroup(t: TestApp, groupId: string, userIds: string[]) {
  await t.db.update(users).set({ groupId }).where(inArray(users.id, userIds));
}
