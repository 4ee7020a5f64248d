import type { LoadDraft } from '../../../contract/loads';

const CONTACT_FIELDS = [
  'sourceContactPerson',
  'sourceContactNumber',
  'destContactPerson',
  'destContactNumber',
] as const satisfies readonly (keyof LoadDraft)[];

/**
 * A contact's name and number are other people's data: they stay on this device only, and the
 * visitor's server draft (under its unguessable key) holds the rest.
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
