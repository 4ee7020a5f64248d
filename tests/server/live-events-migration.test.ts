import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { pgliteMigratedBefore, type MigratedBefore } from './support/migrated-before';

/**
 * The migration that numbers live events per user, on events stored before it: a stream open
 * across the deploy resumes with an id of the old shared sequence and must miss nothing.
 */
const TAG = 'live_events_commit_order';
let database: MigratedBefore;
let client: PGlite;

beforeAll(async () => {
  database = await pgliteMigratedBefore(TAG);
  client = database.client;
}, 60_000);
afterAll(() => database?.close());

async function insertEvent(userId: string): Promise<number> {
  const { rows } = await client.query<{ id: number }>(
    `insert into live_events (user_id, payload) values ($1, '{}') returning id::int`,
    [userId],
  );
  return Number(rows[0]?.id);
}

async function seqsOf(userId: string) {
  const { rows } = await client.query<{ id: number; seq: number }>(
    `select id::int, seq::int from live_events where user_id = $1 order by id`,
    [userId],
  );
  return rows;
}

describe(`migration ${TAG}`, () => {
  it('keeps stored events’ ids as their numbers and goes on above every id given out', async () => {
    const { rows: users } = await client.query<{ id: string }>(
      `insert into users (phone_e164, country_code, national_number)
       values ('+966500000201', '+966', '500000201'), ('+966500000202', '+966', '500000202')
       returning id`,
    );
    const [withEvents = '', withoutEvents = ''] = users.map((user) => user.id);
    const first = await insertEvent(withEvents);
    const second = await insertEvent(withEvents);
    // Later ids went to events since purged: a client may still hold one as its Last-Event-ID.
    await client.query(`select setval('live_events_id_seq', $1)`, [second + 10]);

    await database.migrateToLatest();

    expect(await seqsOf(withEvents)).toEqual([
      { id: first, seq: first },
      { id: second, seq: second },
    ]);
    await insertEvent(withEvents);
    await insertEvent(withoutEvents);
    expect((await seqsOf(withEvents)).map((row) => row.seq)).toEqual([first, second, second + 11]);
    expect((await seqsOf(withoutEvents)).map((row) => row.seq)).toEqual([second + 11]);
  });
});
