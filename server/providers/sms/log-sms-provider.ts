import type { FastifyBaseLogger } from 'fastify';
import type { SmsProvider } from './sms-provider';

/** Local development: the message goes to the server log instead of a phone. */
export function createLogSmsProvider(logger: Pick<FastifyBaseLogger, 'info'>): SmsProvider {
  return {
    name: 'log',
    async send({ to, body }) {
      logger.info({ sms: { to, body } }, `SMS to ${to}: ${body}`);
    },
  };
}
