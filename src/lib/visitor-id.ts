import type { Agent } from '@fingerprintjs/fingerprintjs';
import { base64Url } from './base64-url';

let agent: Promise<Agent> | null = null;

/** Where the last computed visitor id is kept, so a later page can send it without computing it. */
const REMEMBERED_KEY = 'visitorId';
/** FingerprintJS's form (src/contract/visitor.ts VISITOR_ID_PATTERN; that module brings zod). */
const VISITOR_ID_FORM = /^[0-9a-f]{32}$/;

/** The visitor id this browser computed before, if any (storage may be blocked: then none). */
export function rememberedVisitorId(): string | undefined {
  try {
    const stored = localStorage.getItem(REMEMBERED_KEY);
    return stored && VISITOR_ID_FORM.test(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

function remember(id: string) {
  try {
    localStorage.setItem(REMEMBERED_KEY, id);
  } catch {
    // Storage blocked: it is computed again next time.
  }
}

/**
 * FingerprintJS's visitor id (32 hex characters), the design's device fingerprint. The library
 * loads on first use, so it is in no page's first JavaScript (issue 8 web budgets); monitoring is
 * off, so it calls no one.
 */
export async function visitorId(): Promise<string> {
  agent ??= import('@fingerprintjs/fingerprintjs')
    .then(({ load }) => load({ monitoring: false }))
    .catch((error: unknown) => {
      // A chunk that failed to load (offline) may load on the next try; it must not stick.
      agent = null;
      throw error;
    });
  const result = await (await agent).get();
  remember(result.visitorId);
  return result.visitorId;
}

/**
 * The key a visitor's Post a Load draft is kept under (VISITOR_DRAFT_KEY_PATTERN): the visitor
 * id, a dot, and 128 random bits, so two phones of one model never share a draft and nobody can
 * guess one.
 */
export async function newVisitorDraftKey(id?: string): Promise<string> {
  const random = base64Url(crypto.getRandomValues(new Uint8Array(16)));
  return `${id ?? (await visitorId())}.${random}`;
}
