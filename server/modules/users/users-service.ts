import { eq } from 'drizzle-orm';
import type { Language } from '../../../src/contract/languages';
import { legalIdProblem } from '../../../src/contract/legal-ids';
import type { ProfileUpdateFields, User } from '../../../src/contract/user';
import { isUniqueViolation, type Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/http-error';
import type { PhoneNumber } from '../auth/phone-number';
import { announceSessionChange, type SessionCache } from '../auth/session-cache';
import type { TruckGroupsService } from '../truck-groups/truck-groups-service';
import { assertOwnPhone } from './own-phone-rule';
import { users, type UserRow } from './users.schema';

export const DUPLICATE_EMAIL_MESSAGE =
  'This email address is already in use. Please use a different email.';

export function toApiUser(row: UserRow, sessionId: string): User {
  return {
    _id: row.id,
    userName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.nationalNumber,
    countryCode: row.countryCode,
    companyName: row.companyName,
    companyAddress: row.companyAddress,
    legalName: row.legalName,
    vatNumber: row.vatNumber,
    crNumber: row.crNumber,
    userType: row.userType,
    sessionId,
    groupId: row.groupId,
    language: row.language,
  };
}

/** A field left out keeps its value; sent empty, it is cleared. */
const cleared = (sent: string | undefined, current: string | null) =>
  sent === undefined ? current : sent || null;

/** A VAT or CR number under the rule of the user's own country (their phone's dial code). */
function legalIdOf(field: 'vatNumber' | 'crNumber', sent: string | undefined, current: UserRow) {
  const value = cleared(sent, current[field]);
  const problem = value && sent !== undefined && legalIdProblem(field, value, current.countryCode);
  if (problem) throw new HttpError(400, problem);
  return value;
}

type Dependencies = {
  db: Database;
  clock: Clock;
  truckGroups: TruckGroupsService;
  /**
   * This process's cache of signed-in sessions, which holds user rows: a changed user is
   * forgotten there as soon as the change commits. Other processes (and other caches) hear of it
   * by NOTIFY, sent in the same transaction as the change.
   */
  sessionCache?: Pick<SessionCache, 'forgetUser'>;
};

/**
 * The only writer of `users`. Whatever changes an existing user row must announce it
 * (`announceSessionChange`) in its transaction and forget it in `sessionCache` after the commit.
 */
export function createUsersService({ db, clock, truckGroups, sessionCache }: Dependencies) {
  async function getById(userId: string, tx: Database = db): Promise<UserRow> {
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    if (!user) throw notFound('User not found');
    return user;
  }

  return {
    getById,

    /** Everyone working for a provider group: who its notifications and live events go to. */
    async idsInGroup(groupId: string, tx: Database = db): Promise<string[]> {
      const rows = await tx.select({ id: users.id }).from(users).where(eq(users.groupId, groupId));
      return rows.map((row) => row.id);
    },

    /** A new account takes `language` (the visitor's choice); an existing one keeps its own. */
    async findOrCreateByPhone(
      phone: PhoneNumber,
      language: Language,
      tx: Database = db,
    ): Promise<UserRow> {
      await tx
        .insert(users)
        .values({
          phoneE164: phone.e164,
          countryCode: phone.countryCode,
          nationalNumber: phone.nationalNumber,
          language,
        })
        .onConflictDoNothing();
      const [user] = await tx.select().from(users).where(eq(users.phoneE164, phone.e164));
      if (!user) throw new Error('User was not stored');
      return user;
    },

    /** The language of the account signing in with this phone, if there is one. */
    async languageOfPhone(phoneE164: string): Promise<Language | null> {
      const [row] = await db
        .select({ language: users.language })
        .from(users)
        .where(eq(users.phoneE164, phoneE164));
      return row?.language ?? null;
    },

    /** Phone and country code are only checked: they are the caller's own or refused. */
    async updateProfile(userId: string, fields: ProfileUpdateFields): Promise<UserRow> {
      try {
        return await db.transaction(async (tx) => {
          const current = await getById(userId, tx);
          assertOwnPhone(current, fields);
          if (fields.userType && current.userType && fields.userType !== current.userType) {
            throw new HttpError(403, 'Your account type is already set and cannot be changed.');
          }
          const userType = current.userType ?? fields.userType ?? null;
          const companyName = fields.companyName ?? current.companyName;
          if (userType === 'provider' && !companyName) {
            throw new HttpError(400, 'Company name is required for transport providers.');
          }
          const groupId =
            userType === 'provider' && companyName
              ? await truckGroups.ensureForOwner(tx, userId, companyName)
              : current.groupId;
          const [updated] = await tx
            .update(users)
            .set({
              firstName: fields.userName ?? current.firstName,
              lastName: fields.lastName ?? current.lastName,
              email: fields.email ?? current.email,
              companyName,
              companyAddress: fields.companyAddress ?? current.companyAddress,
              legalName: cleared(fields.legalName, current.legalName),
              vatNumber: legalIdOf('vatNumber', fields.vatNumber, current),
              crNumber: legalIdOf('crNumber', fields.crNumber, current),
              userType,
              groupId,
              language: fields.language ?? current.language,
              updatedAt: clock.now(),
            })
            .where(eq(users.id, userId))
            .returning();
          if (!updated) throw notFound('User not found');
          await announceSessionChange(tx, { userIds: [userId] });
          return updated;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, DUPLICATE_EMAIL_MESSAGE);
        throw error;
      } finally {
        // After the commit: a request on this process that read the old row while the change
        // was in flight is not kept either (the cache's generation moves on).
        sessionCache?.forgetUser(userId);
      }
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
