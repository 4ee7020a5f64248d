import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { createLogSmsProvider } from './log-sms-provider';
import type { SmsProvider } from './sms-provider';
import { createTwilioSmsProvider } from './twilio-sms-provider';

export function createSmsProvider(config: Config['sms'], logger: FastifyBaseLogger): SmsProvider {
  return config.provider === 'twilio'
    ? createTwilioSmsProvider(config.twilio)
    : createLogSmsProvider(logger);
}
