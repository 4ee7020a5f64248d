import { z } from 'zod';

/** Every JSON answer of the API: `{success, msg?, data?}` (docs/architecture.md §5). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.boolean(), msg: z.string().optional(), data: data.optional() });
}

export const errorEnvelope = z.object({ success: z.literal(false), msg: z.string() });

export type Envelope<T> = { success: boolean; msg?: string; data?: T };
