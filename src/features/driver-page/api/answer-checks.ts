import { ApiError } from '../../../lib/api-client';

/**
 * The driver's page checks the server's answers by hand rather than with the contract's zod
 * schemas, which would add zod and the schemas (~35 KiB gzipped) to a first visit (issue 21 §6).
 * The server writes every answer through a serializer compiled from the same contract
 * (server/plugins/response-serializer.ts), so these checks hold only what the page relies on: an
 * envelope, its `data`, and the fields the screen reads or reaches through.
 */
export type Check = (value: unknown) => boolean;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const isString: Check = (value) => typeof value === 'string';
export const isNumber: Check = (value) => typeof value === 'number';
export const isBoolean: Check = (value) => typeof value === 'boolean';

/** An object holding at least these fields (others are let through, as zod's `object` does). */
export function fields(shape: Record<string, Check>): Check {
  return (value) =>
    isRecord(value) && Object.entries(shape).every(([name, check]) => check(value[name]));
}

export function listOf(check: Check): Check {
  return (value) => Array.isArray(value) && value.every(check);
}

export function orNull(check: Check): Check {
  return (value) => value === null || check(value);
}

export function orAbsent(check: Check): Check {
  return (value) => value === undefined || check(value);
}

/** The answer's `data` when the envelope holds data of that shape, else undefined. */
export function answerData<T>(payload: unknown, check: Check): T | undefined {
  if (!isRecord(payload) || !isBoolean(payload.success) || !check(payload.data)) return undefined;
  return payload.data as T;
}

/** The answer's `data`, or the ApiError(200) a call fails with when the answer is not what it says. */
export function requireAnswerData<T>(payload: unknown, check: Check): T {
  const data = answerData<T>(payload, check);
  if (data === undefined) {
    const message = isRecord(payload) && typeof payload.msg === 'string' ? payload.msg : undefined;
    throw new ApiError(200, message);
  }
  return data;
}
