import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, isNull, ne } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, type Language } from '../../../src/contract/languages';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { say } from '../../lib/i18n/phrase';
import { hmac, randomOtp, sameHash } from '../../lib/secrets';
import type { SmsProvider } from '../../providers/sms/sms-provider';
import { otpCodes, otpPhoneGuards } from './auth.schema';
import { OTP_RULES } from './otp-rules';
import { parsePhone, type PhoneNumber } from './phone-number';

type Dependencies = {
  db: Database;
  clock: Clock;
  sms: SmsProvider;
  secret: string;
  /** E.164 → fixed code: no SMS is sent, every other rule applies (docs/architecture.md §4). */
  testPhones: ReadonlyMap<string, string>;
  /** The language of the account with this phone (the users module's), if there is one. */
  languageOfPhone: (phoneE164: string) => Promise<Language | null>;
};

/** A code that was checked: the phone it signs in, and the visitor's language at send-otp. */
export type VerifiedPhone = PhoneNumber & { language: Language | null };

/** The SMS of a code, in the recipient's language (the code stays in ASCII digits). */
const signInText = (code: string, lang: Language) =>
  say(
    {
      text: '{{code}} is your Gulf Freight sign-in code. It expires in 5 minutes.',
      values: { code },
    },
    lang,
    { isolate: false },
  );

const secondsUntil = (later: Date, now: Date) =>
  Math.max(1, Math.ceil((later.getTime() - now.getTime()) / 1000));

/** The lock-out answer: how long in words, and until when for the screen's countdown. */
function lockedOut(lockedUntil: Date, now: Date): HttpError {
  const seconds = secondsUntil(lockedUntil, now);
  return new HttpError(
    429,
    `Too many wrong codes. Please try again in ${Math.ceil(seconds / 60)} minutes.`,
    seconds,
    { lockedUntil: lockedUntil.toISOString() },
  );
}

export function createOtpService({
  db,
  clock,
  sms,
  secret,
  testPhones,
  languageOfPhone,
}: Dependencies) {
  const hashCode = (otpId: string, code: string) => hmac(secret, `${otpId}:${code}`);

  /** Serialises everything about one phone: the guard row is locked for the transaction. */
  async function lockGuard(tx: Database, phoneE164: string, now: Date) {
    await tx.insert(otpPhoneGuards).values({ phoneE164, updatedAt: now }).onConflictDoNothing();
    const [guard] = await tx
      .select()
      .from(otpPhoneGuards)
      .where(eq(otpPhoneGuards.phoneE164, phoneE164))
      .for('update');
    if (!guard) throw new Error('OTP guard row vanished');
    return guard;
  }

  function refuseWhileLocked(guard: { lockedUntil: Date | null }, now: Date) {
    if (guard.lockedUntil && guard.lockedUntil > now) throw lockedOut(guard.lockedUntil, now);
  }

  return {
    isTestPhone: (e164: string) => testPhones.has(e164),

    /** `language`: the visitor's, for the SMS when the number has no account yet. */
    async send(input: { phone: string; countryCode: string; ip: string; language?: Language }) {
      const phone = parsePhone(input.phone, input.countryCode);
      const now = clock.now();
      const otpId = randomUUID();
      const code = testPhones.get(phone.e164) ?? randomOtp();

      await db.transaction(async (tx) => {
        refuseWhileLocked(await lockGuard(tx, phone.e164, now), now);
        const hourAgo = new Date(now.getTime() - 3_600_000);
        const recent = await tx
          .select({ createdAt: otpCodes.createdAt })
          .from(otpCodes)
          .where(and(eq(otpCodes.phoneE164, phone.e164), gt(otpCodes.createdAt, hourAgo)))
          .orderBy(asc(otpCodes.createdAt));
        const latest = recent.at(-1);
        if (latest && now.getTime() - latest.createdAt.getTime() < OTP_RULES.resendAfterMs) {
          const seconds = secondsUntil(
            new Date(latest.createdAt.getTime() + OTP_RULES.resendAfterMs),
            now,
          );
          throw new HttpError(
            429,
            `Please wait ${seconds} seconds before requesting a new code.`,
            seconds,
          );
        }
        const oldest = recent[0];
        if (oldest && recent.length >= OTP_RULES.sendsPerPhonePerHour) {
          throw new HttpError(
            429,
            'Too many codes were requested for this number. Please try again later.',
            secondsUntil(new Date(oldest.createdAt.getTime() + 3_600_000), now),
          );
        }
        await tx.insert(otpCodes).values({
          id: otpId,
          phoneE164: phone.e164,
          countryCode: phone.countryCode,
          codeHash: hashCode(otpId, code),
          requestIp: input.ip,
          language: input.language ?? null,
          createdAt: now,
          expiresAt: new Date(now.getTime() + OTP_RULES.validForMs),
        });
      });

      if (!testPhones.has(phone.e164)) {
        try {
          const lang = (await languageOfPhone(phone.e164)) ?? input.language ?? DEFAULT_LANGUAGE;
          await sms.send({ to: phone.e164, body: signInText(code, lang) });
        } catch (error) {
          // An unsent code must not hold the resend timer or count against the hour.
          await db.delete(otpCodes).where(eq(otpCodes.id, otpId));
          throw Object.assign(new HttpError(502, 'We could not send the code. Please try again.'), {
            cause: error,
          });
        }
      }
      // A code that was sent replaces the earlier ones (only the newest can be used); one that
      // could not be sent leaves the code the user already has working.
      await db
        .update(otpCodes)
        .set({ consumedAt: now })
        .where(
          and(
            eq(otpCodes.phoneE164, phone.e164),
            isNull(otpCodes.consumedAt),
            ne(otpCodes.id, otpId),
          ),
        );
      return { otpId, resendAfterSeconds: OTP_RULES.resendAfterMs / 1000 };
    },

    /** Checks a code; on success it is spent and the phone's wrong-try count is cleared. */
    async verify(input: {
      phoneNumber: string;
      otp: string;
      otpId: string;
    }): Promise<VerifiedPhone> {
      const now = clock.now();
      const [record] = await db.select().from(otpCodes).where(eq(otpCodes.id, input.otpId));
      if (!record || `${record.countryCode}${input.phoneNumber}` !== record.phoneE164) {
        throw new HttpError(400, 'Invalid OTP. Please try again.');
      }
      const outcome = await db.transaction(async (tx) => {
        const guard = await lockGuard(tx, record.phoneE164, now);
        refuseWhileLocked(guard, now);
        const [current] = await tx.select().from(otpCodes).where(eq(otpCodes.id, record.id));
        if (!current || current.consumedAt) {
          return {
            error: new HttpError(400, 'This code has already been used. Please request a new one.'),
          };
        }
        if (current.expiresAt <= now) {
          return { error: new HttpError(400, 'This code has expired. Please request a new one.') };
        }
        if (!sameHash(current.codeHash, hashCode(current.id, input.otp))) {
          const wrongTries =
            (guard.lockedUntil && guard.lockedUntil <= now ? 0 : guard.failedAttempts) + 1;
          const lockedUntil =
            wrongTries >= OTP_RULES.wrongTriesAllowed
              ? new Date(now.getTime() + OTP_RULES.lockForMs)
              : null;
          await tx
            .update(otpPhoneGuards)
            .set({ failedAttempts: lockedUntil ? 0 : wrongTries, lockedUntil, updatedAt: now })
            .where(eq(otpPhoneGuards.phoneE164, record.phoneE164));
          if (lockedUntil) {
            // The code is refused for good once the tries run out.
            await tx.update(otpCodes).set({ consumedAt: now }).where(eq(otpCodes.id, current.id));
            return { error: lockedOut(lockedUntil, now) };
          }
          const left = OTP_RULES.wrongTriesAllowed - wrongTries;
          return {
            error: new HttpError(
              400,
              left === 1
                ? 'Invalid OTP. Please try again. 1 try left.'
                : `Invalid OTP. Please try again. ${left} tries left.`,
            ),
          };
        }
        await tx.update(otpCodes).set({ consumedAt: now }).where(eq(otpCodes.id, current.id));
        await tx
          .update(otpPhoneGuards)
          .set({ failedAttempts: 0, lockedUntil: null, updatedAt: now })
          .where(eq(otpPhoneGuards.phoneE164, record.phoneE164));
        return { error: null };
      });
      // Errors are returned, not thrown, so the wrong-try count commits with them.
      if (outcome.error) throw outcome.error;
      return {
        e164: record.phoneE164,
        countryCode: record.countryCode,
        nationalNumber: input.phoneNumber,
        language: record.language,
      };
    },
  };
}

export type OtpService = ReturnType<typeof createOtpService>;
