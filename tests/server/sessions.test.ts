import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../server/modules/auth/auth.schema';
import { createTestApp, type TestApp } from './support/test-app';
import { get, post, signIn } from './support/sign-in';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SESSION_TTL_DAYS: '2' });
});
afterAll(async () => t.close());

const verify = (
  session: { token: string; sessionId: string; _id: string },
  token = session.token,
) =>
  post(t, '/api/user/session-verify', { sessionId: session.sessionId, userId: session._id }, token);

describe('sessions', () => {
  it('session-verify answers the whole user for the caller’s own session', async () => {
    const session = await signIn(t);
    const response = await verify(session);
    expect(response.status).toBe(200);
    expect(response.body.data?.user).toEqual({
      _id: session._id,
      userName: null,
      lastName: null,
      email: null,
      phone: session.phone,
      countryCode: '+966',
      companyName: null,
      companyAddress: null,
      userType: null,
      sessionId: session.sessionId,
      groupId: null,
      language: 'en',
      legalName: null,
      vatNumber: null,
      crNumber: null,
    });
  });

  it('stores only a hash of the token, which carries at least 128 bits', async () => {
    const session = await signIn(t);
    expect(Buffer.from(session.token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, session.sessionId));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.tokenHash).not.toContain(session.token);
  });

  it('answers 401 without a token, with a made-up token, or for someone else’s session ids', async () => {
    const mine = await signIn(t);
    const theirs = await signIn(t);
    expect(
      (await post(t, '/api/user/session-verify', { sessionId: mine.sessionId, userId: mine._id }))
        .status,
    ).toBe(401);
    expect((await verify(mine, 'not-a-real-token')).status).toBe(401);
    const crossed = await post(
      t,
      '/api/user/session-verify',
      { sessionId: theirs.sessionId, userId: theirs._id },
      mine.token,
    );
    expect(crossed.status).toBe(401);
    expect(crossed.body).toEqual({
      success: false,
      msg: 'Your session has ended. Please sign in again.',
    });
  });

  it('sign-out revokes only that session', async () => {
    const phone = '512345678';
    const laptop = await signIn(t, phone);
    t.clock.advance(31_000);
    const tablet = await signIn(t, phone);
    const out = await post(t, '/api/user/logout', {}, laptop.token);
    expect(out.status).toBe(200);
    expect((await verify(laptop)).status).toBe(401);
    expect((await get(t, '/api/user-notifications/unread-count', laptop.token)).status).toBe(401);
    expect((await verify(tablet)).status).toBe(200);
  });

  it('expires sessions after the configured time', async () => {
    const session = await signIn(t);
    t.clock.advance(2 * 86_400_000 - 1000);
    expect((await verify(session)).status).toBe(200);
    t.clock.advance(2000);
    expect((await verify(session)).status).toBe(401);
  });

  it('a signed-in user with no notifications has an unread count of 0; signed-out callers get 401', async () => {
    const session = await signIn(t);
    const count = await get(t, '/api/user-notifications/unread-count', session.token);
    expect(count.body).toEqual({ success: true, data: { unreadCount: 0 } });
    expect((await get(t, '/api/user-notifications/unread-count')).status).toBe(401);
  });
});
