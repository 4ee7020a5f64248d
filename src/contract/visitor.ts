import { z } from 'zod';

/** FingerprintJS's visitor id: MurmurHash3 x64 128 of the browser's signals, 32 lowercase hex. */
export const VISITOR_ID_PATTERN = /^[0-9a-f]{32}$/;

/**
 * A visitor's Post a Load draft key (SPEC's device fingerprint, docs/product.md §3 Temporary
 * load): the visitor id, a dot, and 128 random bits in base64url made for the draft. The
 * visitor id alone is shared by phones of one model and can be computed by anyone holding one;
 * the random part makes the key unguessable and one visitor's own.
 */
export const VISITOR_DRAFT_KEY_PATTERN = /^[0-9a-f]{32}\.[A-Za-z0-9_-]{22}$/;

export const visitorIdSchema = z.string().regex(VISITOR_ID_PATTERN, 'Invalid visitor id');
