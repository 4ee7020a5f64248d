import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { pgliteMigratedBefore, type MigratedBefore } from './support/migrated-before';

/**
 * Migration 0009 on trucks stored before it: each one within its type's capacity and body
 * options, and plates typed twice in one group told apart, so its unique index can be built.
 */
let database: MigratedBefore;
let client: PGlite;

type TruckRow = {
  number: number;
  license_plate: string;
  type: string;
  truck_option: string | null;
  weight: string;
  weight_unit: string;
};

beforeAll(async () => {
  database = await pgliteMigratedBefore('fleet_retirement');
  client = database.client;
}, 60_000);
afterAll(() => database?.close());

async function insertTruck(groupId: string, values: Omit<TruckRow, 'number'>) {
  await client.query(
    `insert into trucks (group_id, name, model, license_plate, type, truck_option, weight, weight_unit)
     values ($1, 'Truck', 'Volvo FH', $2, $3, $4, $5, $6)`,
    [
      groupId,
      values.license_plate,
      values.type,
      values.truck_option,
      values.weight,
      values.weight_unit,
    ],
  );
}

describe('migration 0009_fleet_retirement', () => {
  it('bounds old trucks by their type, clears bodies their type lacks, and parts twin plates', async () => {
    const { rows: users } = await client.query<{ id: string }>(
      `insert into users (phone_e164, country_code, national_number)
       values ('+966500000101', '+966', '500000101'), ('+966500000102', '+966', '500000102')
       returning id`,
    );
    const groupIds: string[] = [];
    for (const user of users) {
      const { rows } = await client.query<{ id: string }>(
        `insert into truck_groups (name, owner_user_id) values ('Old Fleet', $1) returning id`,
        [user.id],
      );
      groupIds.push(String(rows[0]?.id));
    }
    const [mine = '', theirs = ''] = groupIds;
    await insertTruck(mine, {
      license_plate: 'RUH 1',
      type: '13.6M',
      truck_option: 'closed box',
      weight: '99',
      weight_unit: 'ton',
    });
    await insertTruck(mine, {
      license_plate: 'ruh1',
      type: '3Ton',
      truck_option: 'reefer',
      weight: '3500',
      weight_unit: 'kg',
    });
    await insertTruck(mine, {
      license_plate: 'DMM 2',
      type: '4.2Ton',
      truck_option: 'open side grill',
      weight: '4',
      weight_unit: 'ton',
    });
    // Another group's truck may share the plate text.
    await insertTruck(theirs, {
      license_plate: 'RUH 1',
      type: '12M',
      truck_option: null,
      weight: '20',
      weight_unit: 'ton',
    });

    await database.migrateToLatest();

    const { rows } = await client.query<TruckRow>(
      `select number, license_plate, type, truck_option, weight::text as weight, weight_unit
       from trucks order by number`,
    );
    const [first, second, third, fourth] = rows;
    expect(first).toMatchObject({
      license_plate: 'RUH 1',
      type: '13.6M',
      truck_option: 'closed box',
      weight: '25.000',
      weight_unit: 'ton',
    });
    expect(second).toMatchObject({
      license_plate: `ruh1 (TRK-${second?.number})`,
      truck_option: null,
      weight: '3000.000',
      weight_unit: 'kg',
    });
    // Already within its type: untouched.
    expect(third).toMatchObject({ license_plate: 'DMM 2', weight: '4.000' });
    expect(fourth).toMatchObject({ license_plate: 'RUH 1', weight: '20.000' });

    // The unique index now holds: the same plate twice in one group is refused.
    await expect(
      insertTruck(mine, {
        license_plate: 'Ruh 1',
        type: '12M',
        truck_option: null,
        weight: '20',
        weight_unit: 'ton',
      }),
    ).rejects.toThrow(/trucks_group_plate_idx/);
  });
});
