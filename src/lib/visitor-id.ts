import type { Agent } from '@fingerprintjs/fingerprintjs';
import { base64Url } from './base64-url';

let agent: Promise<Agent> | null = null;

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
  return result.visitorId;
}

/** The visitor id when it comes within `ms`; else, or on failure, undefined (a second signal only). */
export async function visitorIdWithin(ms: number): Promise<string | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([visitorId().catch(() => undefined), timeout]);
  } finally {
    clearTimeout(timer);
  }
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
