import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Notification } from '../../src/contract/notifications';
import { notifications } from '../../server/modules/notifications/notifications.schema';
import { users } from '../../server/modules/users/users.schema';
import { tripWithLink } from './support/driver-link';
import { postLoad, quote, signInProvider, signInShipper } from './support/marketplace';
import { completeProfile, newSaudiPhone, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

type Json = Record<string, unknown>;
type Answer = { success: boolean; msg?: string; data?: Json & { user?: Json } };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OTP_SENDS_PER_IP_PER_HOUR: '1000' });
});
afterAll(async () => t.close());
beforeEach(() => {
  t.untranslated.length = 0;
});

/** A call as the web app or the driver page makes it: its current language on every call. */
async function ask(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: { token?: string; body?: unknown; lang?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.lang) headers['accept-language'] = options.lang;
  const response = await t.app.inject({
    method,
    url,
    headers,
    ...(options.body === undefined ? {} : { payload: options.body as Json }),
  });
  return { status: response.statusCode, body: response.json() as Answer };
}

/** Arabic script: what an Arabic or Urdu message is written in. */
const ARABIC_SCRIPT = /[\u0600-\u06FF]/;
/** The marks that isolate a value (an id, an amount, a name) inside right-to-left text. */
const isolated = (value: string) => `\u2068${value}\u2069`;

async function arabicShipper() {
  const shipper = await signInShipper(t);
  const chosen = await completeProfile(t, shipper, { language: 'ar' });
  expect(chosen.status).toBe(200);
  expect(chosen.body.data?.user).toMatchObject({ language: 'ar' });
  // Said in the language just chosen.
  expect(chosen.body.msg).toBe('تم تحديث الملف الشخصي');
  return shipper;
}

describe('a user who chose Arabic', () => {
  it('gets a validation 400 and a 409 in Arabic, with no Accept-Language sent', async () => {
    const shipper = await arabicShipper();

    const invalid = await completeProfile(t, shipper, { email: 'not-an-email' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.msg).toBe('userData.email: أدخل بريداً إلكترونياً صحيحاً');

    const other = await signInShipper(t);
    const taken = await completeProfile(t, shipper, {
      email: `user${other._id.slice(0, 8)}@example.com`,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.msg).toBe(
      'عنوان البريد الإلكتروني هذا مستخدم بالفعل. يرجى استخدام بريد إلكتروني آخر.',
    );
    expect(t.untranslated).toEqual([]);
  });

  it('gets zod’s own wording in Arabic too, naming what was sent', async () => {
    const shipper = await arabicShipper();
    const wrongType = await completeProfile(t, shipper, { userName: 42 });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.msg).toMatch(/^userData\.userName: /);
    expect(wrongType.body.msg).toMatch(ARABIC_SCRIPT);
    expect(wrongType.body.msg).toContain('number');
  });

  it('is answered in the language Accept-Language names, else in the stored one', async () => {
    const shipper = await arabicShipper();
    const load = `/api/loads/00000000-0000-4000-8000-000000000000`;
    expect((await ask('GET', load, { token: shipper.token })).body.msg).toBe('الشحنة غير موجودة');
    for (const [header, msg] of [
      ['en', 'Load not found'],
      ['en-GB,en;q=0.9', 'Load not found'],
      ['hi-IN', 'लोड नहीं मिला'],
      ['bn', 'লোড পাওয়া যায়নি'],
      // A language we do not speak names none: the stored one answers.
      ['fr-FR,fr;q=0.9', 'الشحنة غير موجودة'],
    ] as const) {
      const answer = await ask('GET', load, { token: shipper.token, lang: header });
      expect(answer.status, header).toBe(404);
      expect(answer.body.msg, header).toBe(msg);
    }
  });

  it('keeps the choice across sign-out and sign-in', async () => {
    const shipper = await arabicShipper();
    expect((await ask('POST', '/api/user/logout', { token: shipper.token })).status).toBe(200);
    t.clock.advance(31_000);

    const again = await signIn(t, shipper.phone);
    expect(again.language).toBe('ar');
    const session = await ask('POST', '/api/user/session-verify', {
      token: again.token,
      body: { sessionId: again.sessionId, userId: again._id },
    });
    expect(session.body.data?.user).toMatchObject({ language: 'ar' });
    const refused = await completeProfile(t, again, { userType: 'provider' });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('تم تحديد نوع حسابك مسبقاً ولا يمكن تغييره.');
  });

  it('refuses a language the product does not speak, with a clear message', async () => {
    const shipper = await signInShipper(t);
    const refused = await completeProfile(t, shipper, { language: 'fr' });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('Language must be one of: en, ar, ur, hi, bn.');
    const [row] = await t.db.select().from(users).where(eq(users.id, shipper._id));
    expect(row?.language).toBe('en');
  });

  it('reads the load’s status text and notifications in Arabic, the English on asking', async () => {
    const shipper = await arabicShipper();
    const provider = await signInProvider(t, 'Desert Line');
    const loadId = await postLoad(t, shipper.token);
    expect((await quote(t, provider.token, loadId, 3800)).status).toBe(200);

    const details = await ask('GET', `/api/loads/${loadId}`, { token: shipper.token });
    expect(details.body.data?.load).toMatchObject({
      statusText: 'وصلت عروض أسعار',
      statusDescription: 'عرض سعر واحد بانتظار قرارك.',
    });

    const inbox = async (lang?: string) =>
      (
        await ask('GET', '/api/user-notifications?page=1&limit=10', {
          token: shipper.token,
          lang,
        })
      ).body.data?.notifications as Notification[];
    const [arabic] = await inbox();
    const loadRef = arabic?.loadId?.id ?? '';
    expect(arabic).toMatchObject({
      title: 'وصل عرض سعر جديد',
      description: `قدّم ${isolated('Desert Line')} عرض سعر بقيمة ${isolated('SAR 3,800.00')} للشحنة ${isolated(loadRef)}.`,
    });
    // Said when read: the same notification in English for a reader who asks for English.
    const [english] = await inbox('en');
    expect(english).toMatchObject({
      title: 'New quote received',
      description: `Desert Line quoted SAR 3,800.00 for ${loadRef}.`,
    });
    expect(t.untranslated).toEqual([]);
  });

  it('still reads a notification written before phrases, as it was written', async () => {
    const shipper = await arabicShipper();
    await t.db.insert(notifications).values({
      userId: shipper._id,
      kind: 'quote_received',
      title: 'New quote received',
      description: 'Falcon Logistics quoted SAR 2,000.00 for LD-1.',
      loadId: null,
    });
    const listed = await ask('GET', '/api/user-notifications?page=1&limit=10', {
      token: shipper.token,
    });
    expect((listed.body.data?.notifications as Notification[])[0]).toMatchObject({
      title: 'New quote received',
      description: 'Falcon Logistics quoted SAR 2,000.00 for LD-1.',
    });
  });
});

describe('the sign-in SMS', () => {
  const codeText = (to: string) => t.sms.sent.filter((sms) => sms.to === to).at(-1)?.body;

  it('goes to a new number in the visitor’s language, and the new account takes it', async () => {
    const phone = newSaudiPhone();
    const sent = await ask('POST', '/api/user/send-otp', {
      body: { phone, countryCode: '+966', language: 'bn' },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.msg).toBe('OTP sent successfully');
    const code = t.sms.lastCodeFor(`+966${phone}`) ?? '';
    expect(codeText(`+966${phone}`)).toBe(
      `${code} আপনার Gulf Freight সাইন-ইন কোড। এটি 5 মিনিট পর আর কাজ করবে না।`,
    );
    const verified = await ask('POST', '/api/user/verify-otp', {
      body: { phoneNumber: phone, otp: code, otpId: sent.body.data?.otpId },
    });
    expect(verified.body.data).toMatchObject({ language: 'bn' });
  });

  it('takes the visitor’s Accept-Language when send-otp names no language', async () => {
    const phone = newSaudiPhone();
    await ask('POST', '/api/user/send-otp', {
      body: { phone, countryCode: '+966' },
      lang: 'ur',
    });
    expect(codeText(`+966${phone}`)).toMatch(/Gulf Freight سائن اِن کوڈ ہے/);
  });

  it('goes to an account in its own language, whatever the visitor chose', async () => {
    const shipper = await arabicShipper();
    t.clock.advance(31_000);
    await ask('POST', '/api/user/send-otp', {
      body: { phone: shipper.phone, countryCode: '+966', language: 'hi' },
    });
    const code = t.sms.lastCodeFor(`+966${shipper.phone}`) ?? '';
    // Plain text in an SMS: no isolating marks around the code.
    expect(codeText(`+966${shipper.phone}`)).toBe(
      `رمز الدخول إلى Gulf Freight هو ${code}. صالح لمدة 5 دقائق.`,
    );
  });
});

describe('the driver link page', () => {
  it('is answered in Urdu when it asks in Urdu', async () => {
    const link = await tripWithLink(t);
    const headers = { 'x-device-key': link.deviceKey, 'x-link-id': link.linkId };
    const url = `/api/trips/update/status/${link.tripId}`;
    const step = await ask('PUT', url, { headers, lang: 'ur', body: { status: 'loaded' } });
    expect(step.status).toBe(200);
    expect(step.body.msg).toBe('ٹرپ کی حالت اپ ڈیٹ ہو گئی');
    const back = await ask('PUT', url, { headers, lang: 'ur', body: { status: 'out_to_collect' } });
    expect(back.status).toBe(409);
    expect(back.body.msg).toBe('ٹرپ کی حالت صرف آگے بڑھ سکتی ہے۔');

    const stranger = await ask('GET', `/api/trips/getbyid/${link.tripId}`, {
      headers: { 'x-device-key': 'someone-elses-key-0123456789' },
      lang: 'ur',
    });
    expect(stranger.status).toBe(403);
    expect(stranger.body.msg).toBe('رسائی کی اجازت نہیں');
    expect(t.untranslated).toEqual([]);
  });
});

describe('every answer in Arabic (a representative set)', () => {
  it('translates each message, with no English left over', async () => {
    const shipper = await signInShipper(t);
    const provider = await signInProvider(t, 'Falcon Logistics');
    const unknownId = '00000000-0000-4000-8000-000000000000';
    const inArabic = (...[method, url, options = {}]: Parameters<typeof ask>) =>
      ask(method, url, { ...options, lang: 'ar' });
    const calls: [string, Promise<{ status: number; body: Answer }>][] = [
      ['no session', inArabic('GET', '/api/user-notifications/unread-count')],
      ['no route', inArabic('GET', '/api/nowhere')],
      [
        'bad json',
        inArabic('POST', '/api/user/send-otp', {
          body: '{bad',
          headers: { 'content-type': 'application/json' },
        }),
      ],
      [
        'unknown field',
        inArabic('POST', '/api/user/send-otp', {
          body: { phone: '500000001', countryCode: '+966', extra: 1 },
        }),
      ],
      [
        'short phone',
        inArabic('POST', '/api/user/send-otp', {
          body: { phone: '5000', countryCode: '+966' },
        }),
      ],
      [
        'wrong code format',
        inArabic('POST', '/api/user/verify-otp', {
          body: { phoneNumber: '500000001', otp: '12', otpId: unknownId },
        }),
      ],
      [
        'invalid otp',
        inArabic('POST', '/api/user/verify-otp', {
          body: { phoneNumber: '500000001', otp: '123456', otpId: unknownId },
        }),
      ],
      ['role', inArabic('GET', '/api/trucks', { token: shipper.token })],
      ['load not found', inArabic('GET', `/api/loads/${unknownId}`, { token: provider.token })],
      ['page', inArabic('GET', '/api/trucks?page=0&limit=10', { token: provider.token })],
      [
        'sort',
        inArabic('GET', '/api/trucks?page=1&limit=10&sort=colour', { token: provider.token }),
      ],
      [
        'post load',
        inArabic('POST', '/api/loads/create', {
          token: shipper.token,
          body: {
            source: { country: 'Qatar', city: 'Dubai' },
            destination: { country: 'Oman', city: 'Muscat' },
            loadType: 'FTL',
            currency: 'SAR',
            material: 'Dates',
            hsnCode: '0804',
            weight: { value: 7, unit: 'ton' },
            scheduledDate: '2026-11-25T09:00:00+03:00',
            images: [],
            status: 'pending',
            truckType: '12M',
            truckSubType: 'curtain side',
          },
        }),
      ],
      [
        'no draft',
        inArabic('GET', '/api/temp-loads/0123456789abcdef0123456789abcdef.AAAAAAAAAAAAAAAAAAAAAA', {
          token: shipper.token,
        }),
      ],
      [
        'invalid link',
        inArabic('GET', `/api/driver-links/details/${unknownId}`, {
          headers: { 'x-device-key': 'a-device-key-that-binds-nothing' },
        }),
      ],
      [
        'idempotency key',
        inArabic('POST', '/api/loads/create', {
          token: shipper.token,
          body: {},
          headers: { 'idempotency-key': '' },
        }),
      ],
    ];
    for (const [name, pending] of calls) {
      const { status, body } = await pending;
      expect(status, name).toBeGreaterThanOrEqual(400);
      expect(body.msg, name).toMatch(ARABIC_SCRIPT);
    }
    expect(t.untranslated).toEqual([]);
  });
});
