import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { otpCodes } from '../../server/modules/auth/auth.schema';
import { users } from '../../server/modules/users/users.schema';
import { createTestApp, TEST_PHONE, type TestApp } from './support/test-app';
import { newSaudiPhone, post } from './support/sign-in';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ OTP_SENDS_PER_IP_PER_HOUR: '4' });
});
afterEach(async () => t.close());

async function send(phone: string, countryCode = '+966', ip?: string) {
  return post(t, '/api/user/send-otp', { phone, countryCode }, undefined, ip);
}
async function verify(phoneNumber: string, otpId: unknown, otp: string | undefined) {
  return post(t, '/api/user/verify-otp', { phoneNumber, otp, otpId });
}
const wrongCode = (code: string | undefined) => (code === '000000' ? '111111' : '000000');

describe('send-otp', () => {
  it('texts a 6-digit code and stores only its hash', async () => {
    const phone = newSaudiPhone();
    const response = await send(phone);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, data: { resendAfterSeconds: 30 } });
    const code = t.sms.lastCodeFor(`+966${phone}`);
    expect(code).toMatch(/^\d{6}$/);
    const [stored] = await t.db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.phoneE164, `+966${phone}`));
    expect(stored?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(`"${code}"`);
  });

  it.each([
    ['+966', '5000000', 'Please enter a valid 9-digit phone number'],
    ['+966', '5000000001', 'Please enter a valid 9-digit phone number'],
    ['+973', '366000001', 'Please enter a valid 8-digit phone number'],
    ['+1', '2025550123', 'This country code is not supported.'],
  ])(
    'refuses %s %s with a clear message and stores nothing',
    async (countryCode, phone, message) => {
      const response = await send(phone, countryCode);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ success: false, msg: message });
      expect(await t.db.select().from(otpCodes)).toHaveLength(0);
      expect(t.sms.sent).toHaveLength(0);
    },
  );

  it('accepts an 8-digit Bahraini number and texts it in E.164', async () => {
    const response = await send('36600001', '+973');
    expect(response.status).toBe(200);
    expect(t.sms.sent[0]?.to).toBe('+97336600001');
  });

  it('refuses unknown fields and non-digits', async () => {
    expect(
      (
        await post(t, '/api/user/send-otp', {
          phone: '500000001',
          countryCode: '+966',
          admin: true,
        })
      ).status,
    ).toBe(400);
    expect((await send('50000000a')).status).toBe(400);
  });

  it('refuses a resend before 30 s with Retry-After, then allows it and retires the old code', async () => {
    const phone = newSaudiPhone();
    const first = await send(phone);
    const firstCode = t.sms.lastCodeFor(`+966${phone}`);
    t.clock.advance(10_000);
    const early = await send(phone);
    expect(early.status).toBe(429);
    expect(early.headers['retry-after']).toBe('20');
    expect(early.body.msg).toBe('Please wait 20 seconds before requesting a new code.');
    // A resend wait is no lock-out.
    expect(early.body).not.toHaveProperty('lockedUntil');
    t.clock.advance(20_000);
    const second = await send(phone);
    expect(second.status).toBe(200);
    const old = await verify(phone, first.body.data?.otpId, firstCode);
    expect(old.status).toBe(400);
    const fresh = await verify(phone, second.body.data?.otpId, t.sms.lastCodeFor(`+966${phone}`));
    expect(fresh.status).toBe(200);
  });

  it('limits sends per phone to 5 an hour', async () => {
    const phone = newSaudiPhone();
    // Each from its own address, so only the per-phone limit is in play.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await send(phone, '+966', `10.0.0.${attempt}`)).status).toBe(200);
      t.clock.advance(31_000);
    }
    const sixth = await send(phone, '+966', '10.0.0.9');
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(3_600_000);
    expect((await send(phone, '+966', '10.0.0.10')).status).toBe(200);
  });

  it('limits sends per IP, and test phones do not count against it', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      t.clock.advance(31_000);
      expect((await send(TEST_PHONE.national, '+966', '10.2.2.2')).status).toBe(200);
    }
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await send(newSaudiPhone(), '+966', '10.2.2.2')).status).toBe(200);
    }
    const over = await send(newSaudiPhone(), '+966', '10.2.2.2');
    expect(over.status).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    expect(over.body.success).toBe(false);
    expect((await send(newSaudiPhone(), '+966', '10.3.3.3')).status).toBe(200);
  });

  it('answers 502 when the gateway fails, and the failed send does not hold the resend timer', async () => {
    const phone = newSaudiPhone();
    t.sms.fail = true;
    const failed = await send(phone);
    expect(failed.status).toBe(502);
    expect(failed.body.msg).toBe('We could not send the code. Please try again.');
    t.sms.fail = false;
    expect((await send(phone)).status).toBe(200);
  });
});

describe('verify-otp', () => {
  it('signs a new phone in once and creates the user with its E.164 phone', async () => {
    const phone = newSaudiPhone();
    const sent = await send(phone);
    const code = t.sms.lastCodeFor(`+966${phone}`);
    const ok = await verify(phone, sent.body.data?.otpId, code);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ userType: null });
    expect(String(ok.body.data?.token).length).toBeGreaterThanOrEqual(22);
    const [user] = await t.db
      .select()
      .from(users)
      .where(eq(users.phoneE164, `+966${phone}`));
    expect(user).toMatchObject({
      countryCode: '+966',
      nationalNumber: phone,
      id: ok.body.data?._id,
    });
    const again = await verify(phone, sent.body.data?.otpId, code);
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe('This code has already been used. Please request a new one.');
  });

  it('refuses a code after 5 minutes', async () => {
    const phone = newSaudiPhone();
    const sent = await send(phone);
    t.clock.advance(5 * 60_000 + 1);
    const late = await verify(phone, sent.body.data?.otpId, t.sms.lastCodeFor(`+966${phone}`));
    expect(late.status).toBe(400);
    expect(late.body.msg).toBe('This code has expired. Please request a new one.');
  });

  it('refuses a code presented for another phone number', async () => {
    const phone = newSaudiPhone();
    const sent = await send(phone);
    const other = await verify(
      newSaudiPhone(),
      sent.body.data?.otpId,
      t.sms.lastCodeFor(`+966${phone}`),
    );
    expect(other.status).toBe(400);
    expect(other.body.msg).toBe('Invalid OTP. Please try again.');
  });

  it('locks the phone after 5 wrong tries, even for the right code, with 429 and Retry-After', async () => {
    const phone = newSaudiPhone();
    const sent = await send(phone);
    const code = t.sms.lastCodeFor(`+966${phone}`);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const wrong = await verify(phone, sent.body.data?.otpId, wrongCode(code));
      expect(wrong.status).toBe(400);
      expect(wrong.body.msg).toContain('Invalid OTP. Please try again.');
    }
    const lockedAt = t.clock.now().getTime();
    const lockedUntil = new Date(lockedAt + 15 * 60_000).toISOString();
    const fifth = await verify(phone, sent.body.data?.otpId, wrongCode(code));
    expect(fifth.status).toBe(429);
    expect(fifth.headers['retry-after']).toBe('900');
    // Until when, machine-readable: the sign-in screen counts down to it.
    expect(fifth.body).toEqual({
      success: false,
      msg: 'Too many wrong codes. Please try again in 15 minutes.',
      lockedUntil,
    });
    const right = await verify(phone, sent.body.data?.otpId, code);
    expect(right.status).toBe(429);
    expect(right.body.lockedUntil).toBe(lockedUntil);
    t.clock.advance(60_000);
    // A resend meets the same lock, with the same end, and the time left in its words.
    const resend = await send(phone);
    expect(resend.status).toBe(429);
    expect(resend.headers['retry-after']).toBe('840');
    expect(resend.body).toEqual({
      success: false,
      msg: 'Too many wrong codes. Please try again in 14 minutes.',
      lockedUntil,
    });
    t.clock.advance(15 * 60_000);
    const after = await send(phone);
    expect(after.status).toBe(200);
    expect(
      (await verify(phone, after.body.data?.otpId, t.sms.lastCodeFor(`+966${phone}`))).status,
    ).toBe(200);
  });

  it('does not reset the wrong-try count when a new code is requested', async () => {
    const phone = newSaudiPhone();
    const first = await send(phone);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await verify(phone, first.body.data?.otpId, wrongCode(t.sms.lastCodeFor(`+966${phone}`)));
    }
    t.clock.advance(31_000);
    const second = await send(phone);
    const code = t.sms.lastCodeFor(`+966${phone}`);
    expect((await verify(phone, second.body.data?.otpId, wrongCode(code))).status).toBe(400);
    expect((await verify(phone, second.body.data?.otpId, wrongCode(code))).status).toBe(429);
  });

  it('a test phone gets no SMS, accepts only its fixed code, and still counts wrong tries', async () => {
    const sent = await send(TEST_PHONE.national);
    expect(sent.status).toBe(200);
    expect(t.sms.sent).toHaveLength(0);
    const wrong = await verify(TEST_PHONE.national, sent.body.data?.otpId, '999999');
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe('Invalid OTP. Please try again. 4 tries left.');
    const right = await verify(TEST_PHONE.national, sent.body.data?.otpId, TEST_PHONE.code);
    expect(right.status).toBe(200);
  });

  it('refuses a malformed code without counting it', async () => {
    const phone = newSaudiPhone();
    const sent = await send(phone);
    expect((await verify(phone, sent.body.data?.otpId, '12345')).status).toBe(400);
    expect(
      (await verify(phone, sent.body.data?.otpId, t.sms.lastCodeFor(`+966${phone}`))).status,
    ).toBe(200);
  });
});
