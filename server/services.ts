import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { resolveAuthSecret } from './lib/auth-secret';
import type { Clock } from './lib/clock';
import { createOtpService } from './modules/auth/otp-service';
import { createSessionService } from './modules/auth/session-service';
import { createNotificationsService } from './modules/notifications/notifications-service';
import { createTruckGroupsService } from './modules/truck-groups/truck-groups-service';
import { createUsersService } from './modules/users/users-service';
import { createGuards } from './plugins/authentication';
import type { SmsProvider } from './providers/sms/sms-provider';

/** Wires every module's service once; routes receive what they need from here. */
export function createServices(deps: {
  config: Config;
  database: DatabaseHandle;
  clock: Clock;
  sms: SmsProvider;
}) {
  const { config, clock, sms } = deps;
  const db = deps.database.db;
  const truckGroups = createTruckGroupsService({ db, clock });
  const users = createUsersService({ db, clock, truckGroups });
  const sessions = createSessionService({ db, clock, ttlDays: config.sessionTtlDays });
  const otp = createOtpService({
    db,
    clock,
    sms,
    secret: resolveAuthSecret(config),
    testPhones: config.otpTestPhones,
  });
  const notifications = createNotificationsService({ db });
  return {
    truckGroups,
    users,
    sessions,
    otp,
    notifications,
    guards: createGuards(sessions, users),
  };
}

export type Services = ReturnType<typeof createServices>;
