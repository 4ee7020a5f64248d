import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { PaymentWebhookEvent } from '../../providers/payments/payment-provider';
import { processedWebhookEvents } from './payments.schema';

export async function isWebhookEventProcessed(db: Database, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ eventId: processedWebhookEvents.eventId })
    .from(processedWebhookEvents)
    .where(eq(processedWebhookEvents.eventId, eventId));
  return Boolean(row);
}

/** True the first time an event is seen; false for a replay, which must then change nothing. */
export async function claimWebhookEvent(
  tx: Database,
  event: PaymentWebhookEvent,
  at: Date,
): Promise<boolean> {
  const claimed = await tx
    .insert(processedWebhookEvents)
    .values({ eventId: event.id, type: event.type, processedAt: at })
    .onConflictDoNothing()
    .returning({ eventId: processedWebhookEvents.eventId });
  return claimed.length > 0;
}
