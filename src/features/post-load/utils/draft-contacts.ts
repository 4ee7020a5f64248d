import type { LoadDraft } from '../../../contract/loads';

const CONTACT_FIELDS = [
  'sourceContactPerson',
  'sourceContactNumber',
  'destContactPerson',
  'destContactNumber',
] as const satisfies readonly (keyof LoadDraft)[];

/**
 * The visitor's server draft is found by a device fingerprint that many phones share, so a
 * contact's name and number stay on this device only.
 */
export function withoutContacts(draft: LoadDraft): LoadDraft {
  const shared = { ...draft };
  for (const field of CONTACT_FIELDS) delete shared[field];
  return shared;
}

/** The contacts this device kept, to put back beside the server's copy after sign-in. */
export function contactsOf(draft: LoadDraft | null): Partial<LoadDraft> {
  if (!draft) return {};
  return Object.fromEntries(
    CONTACT_FIELDS.filter((field) => draft[field] !== undefined).map((field) => [
      field,
      draft[field],
    ]),
  );
}
