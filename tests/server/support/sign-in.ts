import type { TestApp } from './test-app';

type Json = Record<string, unknown>;

export async function post(
  t: TestApp,
  url: string,
  body: unknown,
  token?: string,
  ip = '127.0.0.1',
) {
  const response = await t.app.inject({
    method: 'POST',
    url,
    payload: body as Json,
    remoteAddress: ip,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return {
    status: response.statusCode,
    headers: response.headers,
    body: response.json() as Json & { data?: Json },
  };
}

export async function get(t: TestApp, url: string, token?: string) {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return {
    status: response.statusCode,
    headers: response.headers,
    body: response.json() as Json & { data?: Json },
  };
}

let nextPhone = 510_000_000;
/** A distinct valid Saudi mobile number per call. */
export function newSaudiPhone() {
  nextPhone += 1;
  return String(nextPhone);
}

/** Signs a phone in through the real OTP flow and returns the session the app answered. */
export async function signIn(t: TestApp, phone = newSaudiPhone(), countryCode = '+966') {
  const sent = await post(t, '/api/user/send-otp', { phone, countryCode });
  if (sent.status !== 200) throw new Error(`send-otp failed: ${JSON.stringify(sent.body)}`);
  const otpId = String(sent.body.data?.otpId);
  const otp = t.sms.lastCodeFor(`${countryCode}${phone}`);
  const verified = await post(t, '/api/user/verify-otp', { phoneNumber: phone, otp, otpId });
  if (verified.status !== 200)
    throw new Error(`verify-otp failed: ${JSON.stringify(verified.body)}`);
  const data = verified.body.data as {
    token: string;
    _id: string;
    sessionId: string;
    userType: string | null;
    language: string;
  };
  return { ...data, phone };
}

export async function completeProfile(
  t: TestApp,
  session: { token: string; _id: string },
  userData: Json = {},
) {
  return post(
    t,
    '/api/user/update-profile',
    {
      userId: session._id,
      userData: {
        userName: 'Test',
        lastName: 'User',
        email: `user${session._id.slice(0, 8)}@example.com`,
        companyName: 'Test Co',
        companyAddress: 'Riyadh',
        userType: 'user',
        ...userData,
      },
    },
    session.token,
  );
}
