import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { randomToken } from './secrets';

/**
 * The key OTP hashes are made with. Production sets AUTH_SECRET; a local install makes one
 * once and keeps it in DATA_DIR so codes survive a restart.
 */
export function resolveAuthSecret(config: Pick<Config, 'authSecret' | 'dataDir'>): string {
  if (config.authSecret) return config.authSecret;
  const file = path.resolve(config.dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomToken(48);
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
