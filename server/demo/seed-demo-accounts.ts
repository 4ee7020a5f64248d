import { DEFAULT_LANGUAGE } from '../../src/contract/languages';
import { DEMO_ACCOUNTS } from '../config';
import type { Database } from '../db/database';
import type { Clock } from '../lib/clock';
import { parsePhone } from '../modules/auth/phone-number';
import { createTruckGroupsService } from '../modules/truck-groups/truck-groups-service';
import { createUsersService } from '../modules/users/users-service';

const profiles = {
  shipper: {
    userName: 'Sara',
    lastName: 'Al Harbi',
    email: 'sara@alharbi-trading.example',
    companyName: 'Al Harbi Trading',
    companyAddress: 'King Fahd Road, Riyadh',
    userType: 'user',
  },
  secondProvider: {
    userName: 'Yousef',
    lastName: 'Al Amri',
    email: 'yousef@falconlogistics.example',
    companyName: 'Falcon Logistics',
    companyAddress: 'Jebel Ali Free Zone, Dubai',
    userType: 'provider',
  },
  provider: {
    userName: 'Omar',
    lastName: 'Khalid',
    email: 'omar@desertline.example',
    companyName: 'Desert Line Transport',
    companyAddress: 'Industrial Area 2, Dammam',
    userType: 'provider',
  },
} as const;

/** Local demo mode: one shipper and one provider on test phones; safe to run at every start. */
export async function seedDemoAccounts(db: Database, clock: Clock) {
  const users = createUsersService({
    db,
    clock,
    truckGroups: createTruckGroupsService({ db, clock }),
  });
  for (const role of ['shipper', 'provider', 'secondProvider'] as const) {
    const e164 = DEMO_ACCOUNTS[role].phone;
    const user = await users.findOrCreateByPhone(
      parsePhone(e164.slice(4), e164.slice(0, 4)),
      DEFAULT_LANGUAGE,
    );
    if (!user.userType) await users.updateProfile(user.id, profiles[role]);
  }
}

export function demoSignInInstructions(port: number): string {
  const line = (role: keyof typeof DEMO_ACCOUNTS, label: string) => {
    const { phone, code } = DEMO_ACCOUNTS[role];
    return `  ${label.padEnd(20)} country +966, phone ${phone.slice(4)}, code ${code}`;
  };
  return [
    '',
    `Gulf Freight is running in local demo mode on http://localhost:${port}`,
    'Sign in as:',
    line('shipper', 'Demo shipper'),
    line('provider', 'Demo provider'),
    line('secondProvider', 'Second provider'),
    'Other numbers receive their code in this log (SMS_PROVIDER=log).',
    '',
  ].join('\n');
}
