import { z } from 'zod';
import { deviceHashSchema, loadDraftSchema, type LoadDraft } from '../../../contract/loads';

/** docs/product.md §3 browser storage draft keys. */
const PENDING_LOAD_KEY = 'pendingLoadData';
const SAVED_TEMP_LOAD_KEY = 'savedTempLoad';

// Unknown keys from an older build are dropped rather than failing the whole draft.
const storedDraftSchema = z.object(loadDraftSchema.shape);
const savedTempLoadSchema = z.object({
  deviceHash: deviceHashSchema,
  draft: storedDraftSchema,
  savedAt: z.string(),
});
export type SavedTempLoad = z.infer<typeof savedTempLoadSchema>;

function readJson(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // A full or blocked storage must not stop the shipper typing; the draft is a convenience.
  }
}

/** The form as last typed on this device, so a reload or a sign-in does not lose it. */
export function readPendingLoadDraft(): LoadDraft | null {
  const parsed = storedDraftSchema.safeParse(readJson(PENDING_LOAD_KEY));
  return parsed.success ? parsed.data : null;
}

export function writePendingLoadDraft(draft: LoadDraft): void {
  writeJson(PENDING_LOAD_KEY, draft);
}

/** What a visitor handed to the server before signing in, kept as a local record of it. */
export function readSavedTempLoad(): SavedTempLoad | null {
  const parsed = savedTempLoadSchema.safeParse(readJson(SAVED_TEMP_LOAD_KEY));
  return parsed.success ? parsed.data : null;
}

export function writeSavedTempLoad(deviceHash: string, draft: LoadDraft, now = new Date()): void {
  writeJson(SAVED_TEMP_LOAD_KEY, { deviceHash, draft, savedAt: now.toISOString() });
}

export function clearSavedTempLoad(): void {
  localStorage.removeItem(SAVED_TEMP_LOAD_KEY);
}

/** A posted load leaves no draft behind. */
export function clearLoadDrafts(): void {
  localStorage.removeItem(PENDING_LOAD_KEY);
  clearSavedTempLoad();
}
