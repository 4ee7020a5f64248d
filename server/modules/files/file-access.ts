import type { UserRow } from '../users/users.schema';
import type { FileOwnerKind, StoredFileRow } from './files.schema';

/** Says whether a signed-in user may read the owner a file is attached to. */
export type OwnerReadCheck = (user: UserRow, ownerId: string) => Promise<boolean>;

/**
 * Who may download a file follows from what it is attached to; each owning module supplies its
 * own rule, so this module needs no knowledge of loads, trucks or drivers. Unattached files are
 * the uploader's alone.
 */
export function createFileAccess(checks: Partial<Record<FileOwnerKind, OwnerReadCheck>>) {
  return {
    async canRead(user: UserRow, file: StoredFileRow): Promise<boolean> {
      if (!file.ownerKind || !file.ownerId) return file.uploadedBy === user.id;
      const check = checks[file.ownerKind];
      return check ? check(user, file.ownerId) : false;
    },
  };
}

export type FileAccess = ReturnType<typeof createFileAccess>;

/** A lookup that throws "not found" for someone else's record becomes a yes/no answer. */
export async function succeeds(lookup: () => Promise<unknown>): Promise<boolean> {
  try {
    await lookup();
    return true;
  } catch {
    return false;
  }
}

/**
 * A lookup by the caller's provider group, as a yes/no. Only a provider has a group to read for:
 * a shipper, or a user who has not chosen a role yet, is refused without asking.
 */
export async function providerGroupSucceeds(
  user: UserRow,
  lookup: (groupId: string) => Promise<unknown>,
): Promise<boolean> {
  const { groupId } = user;
  if (user.userType !== 'provider' || !groupId) return false;
  return succeeds(() => lookup(groupId));
}
