import { SmsDeliveryError, type SmsProvider } from './sms-provider';

type TwilioOptions = {
  accountSid: string;
  authToken: string;
  from: string;
  /** Configurable so tests can point it at a local fake of Twilio's API. */
  apiBase: string;
  timeoutMs?: number;
};

/** Twilio's Messages API: form-encoded POST with basic auth; answers 201 with the message. */
export function createTwilioSmsProvider(options: TwilioOptions): SmsProvider {
  const url = new URL(
    `/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`,
    options.apiBase,
  );
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  return {
    name: 'twilio',
    async send({ to, body }) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            Authorization: authorization,
            'Content-Type': 'application/x-www-form-urlencoded',
          },
          body: new URLSearchParams({ To: to, From: options.from, Body: body }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        throw new SmsDeliveryError('The SMS gateway could not be reached', { cause: error });
      }
      if (!response.ok) {
        const detail = (await response.json().catch(() => ({}))) as { message?: string };
        throw new SmsDeliveryError(
          `The SMS gateway refused the message (${response.status}): ${detail.message ?? ''}`,
        );
      }
    },
  };
}
