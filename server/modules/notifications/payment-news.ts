import type { Database } from '../../db/database';
import type { LoadParties, NewsLoad } from './load-parties';
import { paymentNotices } from './notification-notices';

/** What happens to the shipper's money, told to the shipper in the change's own transaction. */
export function createPaymentNews({ parties }: { parties: LoadParties }) {
  return {
    async refunded(tx: Database, load: NewsLoad, amount: number): Promise<void> {
      await parties.tell(tx, { load, toShipper: paymentNotices.refunded(load, amount) });
    },

    async refundFailed(tx: Database, load: NewsLoad, amount: number): Promise<void> {
      await parties.tell(tx, { load, toShipper: paymentNotices.refundFailed(load, amount) });
    },
  };
}

export type PaymentNews = ReturnType<typeof createPaymentNews>;
