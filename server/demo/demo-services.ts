import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/database';
import type { Clock } from '../lib/clock';
import { createLogSmsProvider } from '../providers/sms/log-sms-provider';
import { createServices } from '../services';

/**
 * The services the demo seed acts through: the app's own, except that payments use the test
 * provider even when Stripe is configured, since the demo trip is paid with the test card.
 */
export function createDemoServices(
  config: Config,
  database: DatabaseHandle,
  clock: Clock,
  logger: Pick<FastifyBaseLogger, 'info'>,
) {
  return createServices({
    config: { ...config, payments: { ...config.payments, provider: 'test' } },
    database,
    clock,
    sms: createLogSmsProvider(logger),
  });
}
