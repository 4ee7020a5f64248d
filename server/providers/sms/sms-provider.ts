/** Sends a text message; adapters: `log` (development) and `twilio` (a real HTTP gateway). */
export interface SmsProvider {
  readonly name: string;
  send(message: { to: string; body: string }): Promise<void>;
}

export class SmsDeliveryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SmsDeliveryError';
  }
}
