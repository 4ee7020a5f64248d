import type { DocumentParty } from '../../../src/contract/trip-documents';
import type { UserRow } from '../users/users.schema';

/**
 * A party as its profile tells it: the legal name first (what a tax office or a checkpoint
 * reads), else the company's, else `fallbackName` (a carrier's group name), else the person's.
 */
export function documentPartyOf(user: UserRow, fallbackName?: string): DocumentParty {
  const contactName = [user.firstName, user.lastName].filter(Boolean).join(' ') || null;
  return {
    name: user.legalName ?? user.companyName ?? fallbackName ?? contactName ?? user.phoneE164,
    companyName: user.companyName ?? fallbackName ?? null,
    contactName,
    phone: user.phoneE164,
    vatNumber: user.vatNumber,
    crNumber: user.crNumber,
    address: user.companyAddress,
  };
}
