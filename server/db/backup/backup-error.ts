import { ConfigError } from '../../config';

/**
 * A backup or restore that was refused or failed for a reason the operator can act on; the
 * command prints its message alone, so the message says what happened and what to do.
 */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

/** What the command prints when it fails: the message when it is one for the operator. */
export function failureMessage(error: unknown): string {
  if (error instanceof BackupError || error instanceof ConfigError) return error.message;
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
