import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../server/modules/notifications/notifications.schema';
import { users } from '../../server/modules/users/users.schema';
import { createTestApp, type TestApp } from './support/test-app';
import { completeProfile, get, post, signIn } from './support/sign-in';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('update-profile', () => {
  it('completes a shipper profile and answers the whole user', async () => {
    const session = await signIn(t);
    const response = await completeProfile(t, session, {
      email: 'Sara@Example.com',
      userType: 'user',
    });
    expect(response.status).toBe(200);
    expect(response.body.data?.user).toMatchObject({
      _id: session._id,
      userName: 'Test',
      email: 'sara@example.com',
      userType: 'user',
      phone: session.phone,
      countryCode: '+966',
      sessionId: session.sessionId,
      groupId: null,
    });
  });

  it('lets the role be chosen once and refuses a change', async () => {
    const session = await signIn(t);
    await completeProfile(t, session, { userType: 'user' });
    const change = await completeProfile(t, session, { userType: 'provider' });
    expect(change.status).toBe(403);
    expect(change.body.msg).toBe('Your account type is already set and cannot be changed.');
    const [row] = await t.db.select().from(users).where(eq(users.id, session._id));
    expect(row?.userType).toBe('user');
    const same = await completeProfile(t, session, { userType: 'user', lastName: 'Again' });
    expect(same.status).toBe(200);
  });

  it('makes a provider’s company its truck group, visible to it and to no one else', async () => {
    const provider = await signIn(t);
    const response = await completeProfile(t, provider, {
      userType: 'provider',
      companyName: 'Desert Line',
    });
    const groupId = String((response.body.data?.user as { groupId: string }).groupId);
    expect(groupId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await get(t, `/api/truckgroup/${groupId}`, provider.token)).body).toEqual({
      success: true,
      data: { _id: groupId, name: 'Desert Line' },
    });
    const renamed = await completeProfile(t, provider, {
      userType: 'provider',
      companyName: 'Desert Line Co',
    });
    expect((renamed.body.data?.user as { groupId: string }).groupId).toBe(groupId);
    expect((await get(t, `/api/truckgroup/${groupId}`, provider.token)).body.data?.name).toBe(
      'Desert Line Co',
    );

    const stranger = await signIn(t);
    expect((await get(t, `/api/truckgroup/${groupId}`, stranger.token)).status).toBe(404);
    expect((await get(t, `/api/truckgroup/${groupId}`)).status).toBe(401);
  });

  it('requires a company name for a provider', async () => {
    const session = await signIn(t);
    const response = await completeProfile(t, session, {
      userType: 'provider',
      companyName: undefined,
    });
    expect(response.status).toBe(400);
    expect(response.body.msg).toBe('Company name is required for transport providers.');
  });

  it('accepts the caller’s own phone fields sent back, in any written form', async () => {
    // One session for every form: each sign-in counts against the per-address code limit.
    const session = await signIn(t);
    const { phone } = session;
    for (const phoneFields of [
      { phone, countryCode: '+966' },
      { phone, countryCode: '966' },
      { phone: ` ${phone.slice(0, 3)} ${phone.slice(3)} `, countryCode: ' +966 ' },
      { phone },
    ]) {
      const lastName = `Kept ${JSON.stringify(phoneFields)}`;
      const response = await completeProfile(t, session, { ...phoneFields, lastName });
      expect(response.status, JSON.stringify(phoneFields)).toBe(200);
      expect(response.body.data?.user).toMatchObject({ phone, countryCode: '+966', lastName });
    }
  });

  it('refuses another phone or country code with a plain message and changes nothing', async () => {
    const session = await signIn(t);
    await completeProfile(t, session);
    const before = await t.db.select().from(users).where(eq(users.id, session._id));
    for (const phoneFields of [
      { phone: '599999999', countryCode: '+966' },
      { phone: session.phone, countryCode: '+971' },
      { countryCode: '+971' },
      { phone: 'not a phone' },
    ]) {
      const response = await completeProfile(t, session, { ...phoneFields, lastName: 'Changed' });
      expect(response.status, JSON.stringify(phoneFields)).toBe(400);
      expect(response.body).toEqual({
        success: false,
        msg: 'Your phone number cannot be changed here.',
      });
    }
    expect(await t.db.select().from(users).where(eq(users.id, session._id))).toEqual(before);
  });

  it.each([
    ['groupId', { groupId: '7d3f1f5e-5d0e-4b8e-9d1a-2c9c9f0f0f0f' }],
    ['_id', { _id: '7d3f1f5e-5d0e-4b8e-9d1a-2c9c9f0f0f0f' }],
  ])('refuses the unknown field %s and changes nothing', async (field, extra) => {
    const session = await signIn(t);
    const before = await t.db.select().from(users).where(eq(users.id, session._id));
    const response = await completeProfile(t, session, extra);
    expect(response.status).toBe(400);
    expect(response.body.msg).toContain(field);
    expect(await t.db.select().from(users).where(eq(users.id, session._id))).toEqual(before);
  });

  it('refuses unknown top-level fields too', async () => {
    const session = await signIn(t);
    const response = await post(
      t,
      '/api/user/update-profile',
      { userId: session._id, userData: { userName: 'X' }, userType: 'provider' },
      session.token,
    );
    expect(response.status).toBe(400);
  });

  it('refuses to update another user (403) and an anonymous caller (401)', async () => {
    const me = await signIn(t);
    const other = await signIn(t);
    const response = await post(
      t,
      '/api/user/update-profile',
      { userId: other._id, userData: { userName: 'Hacker' } },
      me.token,
    );
    expect(response.status).toBe(403);
    const [row] = await t.db.select().from(users).where(eq(users.id, other._id));
    expect(row?.firstName).toBeNull();
    expect(
      (await post(t, '/api/user/update-profile', { userId: me._id, userData: { userName: 'X' } }))
        .status,
    ).toBe(401);
  });

  it('gives SPEC’s message for an email already in use, whatever its case', async () => {
    const first = await signIn(t);
    await completeProfile(t, first, { email: 'taken@example.com' });
    const second = await signIn(t);
    const response = await completeProfile(t, second, { email: 'TAKEN@example.com' });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      success: false,
      msg: 'This email address is already in use. Please use a different email.',
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, second._id));
    expect(row?.email).toBeNull();
  });

  it('refuses an invalid email with a clear message', async () => {
    const session = await signIn(t);
    const response = await completeProfile(t, session, { email: 'not-an-email' });
    expect(response.status).toBe(400);
    expect(response.body.msg).toContain('Enter a valid email address');
  });

  it('counts only the caller’s unread notifications', async () => {
    const me = await signIn(t);
    const other = await signIn(t);
    await t.db.insert(notifications).values([
      {
        userId: me._id,
        kind: 'quote_received',
        title: 'Quote received',
        description: 'A provider quoted',
      },
      {
        userId: me._id,
        kind: 'trip_started',
        title: 'Trip started',
        description: 'On the way',
        isRead: true,
      },
      {
        userId: other._id,
        kind: 'quote_received',
        title: 'Quote received',
        description: 'A provider quoted',
      },
    ]);
    expect(
      (await get(t, '/api/user-notifications/unread-count', me.token)).body.data?.unreadCount,
    ).toBe(1);
  });
});
