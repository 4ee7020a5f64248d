import { truckTypes } from '../../src/contract/reference';
import {
  benchCities,
  openLoadsStart,
  tripRanges,
  uuidSql,
  type BenchScale,
} from './bench-fixtures';

function cityValues(): string {
  const rows = benchCities();
  const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;
  return rows
    .map(
      ({ country, city }, index) =>
        `(${index}, ${quote(country.name)}, ${quote(city.name)}, ${city.coordinates[0]}, ${city.coordinates[1]}, ${quote(country.currency)})`,
    )
    .join(',\n');
}

function truckTypeValues(): string {
  return truckTypes
    .map((type, index) => `(${index}, '${type.name}', ${type.weight}, '${type.options[0]}')`)
    .join(', ');
}

/** The bench's cities as a WITH query named `cities`. */
const citiesSql = () =>
  `cities(idx, country, city, lng, lat, currency) AS (VALUES ${cityValues()})`;

/** A stored stop of city `alias` (a row of `cities`), its warehouse numbered `i`. */
const stopSql = (alias: string, i: string) =>
  `jsonb_build_object('country', ${alias}.country, 'city', ${alias}.city, 'address', 'Warehouse ' || ${i},
    'contactPerson', 'Bench contact', 'contactNumber', '500000000',
    'coordinates', jsonb_build_array(${alias}.lng, ${alias}.lat))`;

const sessionHash = (token: string) => `encode(sha256(convert_to(${token}, 'UTF8')), 'hex')`;

/**
 * The seed as set-based SQL (generate_series), so a million rows take seconds on PostgreSQL and
 * PGlite alike. Every row is named by the functions of bench-fixtures.ts.
 */
export function seedStatements(scale: BenchScale): { label: string; sql: string }[] {
  const { shippers, groups, usersPerGroup, trucks, drivers, loads, trips } = scale;
  const { bigFleet, bigShipperLoads } = scale;
  const ranges = tripRanges(scale);
  const openStart = openLoadsStart(scale);
  const truckTypeCount = truckTypes.length;
  const cities = citiesSql();
  const cityCount = benchCities().length;
  const stop = stopSql;
  const loadStatus = `CASE
      WHEN i < ${ranges.confirmed.start} THEN 'completed'
      WHEN i < ${ranges.underWay.start} THEN 'confirmed'
      WHEN i < ${trips} THEN (ARRAY['out_to_collect', 'loaded', 'out_to_unload'])[i % 3 + 1]
      WHEN i < ${openStart} THEN 'cancelled'
      ELSE 'pending' END`;
  // One instant for every statement, so the quotes' copy of a load's time equals the load's.
  const seededAt = `'${new Date().toISOString()}'::timestamptz`;
  const loadCreated = `${seededAt} - (${loads} - i) * interval '5 minutes'`;
  const winner = `((i * 7) % ${groups})`;
  const winnerTruck = `(${winner} + ${groups} * (i % ${Math.max(1, Math.floor(trucks / groups))}))`;
  const winnerDriver = `(${winner} + ${groups} * (i % ${Math.max(1, Math.floor(drivers / groups))}))`;

  return [
    {
      label: 'shippers',
      sql: `INSERT INTO users (id, phone_e164, country_code, national_number, first_name, last_name,
          company_name, user_type, created_at, updated_at)
        SELECT ${uuidSql(`'shipper-' || i`)}, '+96651' || lpad(i::text, 7, '0'), '+966',
          '51' || lpad(i::text, 7, '0'), 'Bench', 'Shipper ' || i, 'Shipper Co ' || i, 'user',
          now() - interval '400 days', now() - interval '400 days'
        FROM generate_series(0, ${shippers - 1}) i`,
    },
    {
      label: 'provider users',
      sql: `INSERT INTO users (id, phone_e164, country_code, national_number, first_name, last_name,
          company_name, user_type, created_at, updated_at)
        SELECT ${uuidSql(`'provider-' || g || '-' || s`)}, '+9665' || (2 + s) || lpad(g::text, 7, '0'),
          '+966', '5' || (2 + s) || lpad(g::text, 7, '0'), 'Bench', 'Provider ' || g || '-' || s,
          'Carrier ' || g, 'provider', now() - interval '400 days', now() - interval '400 days'
        FROM generate_series(0, ${groups - 1}) g, generate_series(0, ${usersPerGroup - 1}) s`,
    },
    {
      label: 'truck groups',
      sql: `INSERT INTO truck_groups (id, name, owner_user_id, created_at, updated_at)
        SELECT ${uuidSql(`'group-' || g`)}, 'Carrier ' || g, ${uuidSql(`'provider-' || g || '-0'`)},
          now() - interval '400 days', now() - interval '400 days'
        FROM generate_series(0, ${groups - 1}) g`,
    },
    {
      label: 'group members',
      sql: `UPDATE users SET group_id = ${uuidSql(`'group-' || g`)}
        FROM generate_series(0, ${groups - 1}) g, generate_series(0, ${usersPerGroup - 1}) s
        WHERE users.id = ${uuidSql(`'provider-' || g || '-' || s`)}`,
    },
    {
      label: 'sessions',
      sql: `INSERT INTO sessions (user_id, token_hash, created_at, expires_at, user_agent)
        SELECT ${uuidSql(`'shipper-' || i`)}, ${sessionHash(`'bench-shipper-' || i`)}, now(),
          now() + interval '30 days', 'bench'
        FROM generate_series(0, ${shippers - 1}) i
        UNION ALL
        SELECT ${uuidSql(`'provider-' || g || '-' || s`)},
          ${sessionHash(`'bench-provider-' || g || '-' || s`)}, now(), now() + interval '30 days', 'bench'
        FROM generate_series(0, ${groups - 1}) g, generate_series(0, ${usersPerGroup - 1}) s`,
    },
    {
      label: 'trucks',
      sql: `WITH types(idx, name, weight, option) AS (VALUES ${truckTypeValues()})
        INSERT INTO trucks (id, number, group_id, name, model, license_plate, type, truck_option,
          weight, weight_unit, status, created_at, updated_at)
        SELECT ${uuidSql(`'truck-' || t`)}, t + 1, ${uuidSql(`'group-' || (t % ${groups})`)},
          'Truck ' || t, 'Actros 2545', 'B ' || lpad(t::text, 5, '0'), types.name, types.option,
          types.weight / 1000.0, 'ton', 'active', now() - interval '300 days', now() - interval '300 days'
        FROM generate_series(0, ${trucks - 1}) t JOIN types ON types.idx = t % ${truckTypeCount}`,
    },
    {
      label: 'drivers',
      sql: `INSERT INTO drivers (id, number, group_id, name, country_code, phone, country, license_no,
          status, created_at, updated_at)
        SELECT ${uuidSql(`'driver-' || d`)}, d + 1, ${uuidSql(`'group-' || (d % ${groups})`)},
          'Driver ' || d, '+966', '55' || lpad(d::text, 7, '0'), 'Saudi Arabia', 'L-' || d,
          'active', now() - interval '300 days', now() - interval '300 days'
        FROM generate_series(0, ${drivers - 1}) d`,
    },
    {
      label: 'loads',
      sql: `WITH ${cities}, types(idx, name, weight, option) AS (VALUES ${truckTypeValues()})
        INSERT INTO loads (id, number, shipper_user_id, status, source, destination, source_city,
          destination_city, weight_value, weight_unit, weight_kg, material, load_type, truck_type,
          truck_sub_type, currency, scheduled_date, created_at, updated_at, first_quote_at, completed_at,
          accepted_quote_id)
        SELECT ${uuidSql(`'load-' || i`)}, i + 1, ${uuidSql(`'shipper-' || (i % ${shippers})`)},
          ${loadStatus}, ${stop('src', 'i')}, ${stop('dst', 'i')}, src.city, dst.city,
          1 + i % 40, 'ton', (1 + i % 40) * 1000,
          (ARRAY['Steel coils', 'Cement bags', 'Dates', 'Furniture', 'Electronics'])[i % 5 + 1],
          'FTL', types.name, types.option, src.currency,
          ${loadCreated} + interval '2 days', ${loadCreated}, ${loadCreated},
          ${loadCreated} + interval '10 minutes',
          CASE WHEN i < ${ranges.confirmed.start} THEN ${loadCreated} + interval '3 days' END,
          CASE WHEN i < ${trips} THEN ${uuidSql(`'quote-' || i || '-0'`)} END
        FROM generate_series(0, ${loads - 1}) i
        JOIN cities src ON src.idx = i % ${cityCount}
        JOIN cities dst ON dst.idx = (i + 1 + (i * 7) % ${cityCount - 1}) % ${cityCount}
        JOIN types ON types.idx = i % ${truckTypeCount}`,
    },
    ...bigAccountStatements(scale, seededAt),
    {
      label: 'quotes',
      sql: `INSERT INTO quotes (id, load_id, group_id, provider_user_id, truck_id, offer,
          approved_amount, status, created_at, updated_at, accepted_at, load_created_at, load_number)
        SELECT ${uuidSql(`'quote-' || i || '-' || k`)}, ${uuidSql(`'load-' || i`)},
          ${uuidSql(`'group-' || ((i * 7 + k * 331) % ${groups})`)},
          ${uuidSql(`'provider-' || ((i * 7 + k * 331) % ${groups}) || '-0'`)},
          ${uuidSql(`'truck-' || ((i * 7 + k * 331) % ${groups} + ${groups} * (i % ${Math.max(1, Math.floor(trucks / groups))}))`)},
          1000 + (i % 50) * 100 + k * 10,
          CASE WHEN i < ${trips} AND k = 0 THEN 1000 + (i % 50) * 100 END,
          CASE WHEN i < ${trips} AND k = 0 THEN 'accepted' WHEN i < ${trips} THEN 'rejected' ELSE 'pending' END,
          ${loadCreated} + (k + 1) * interval '10 minutes', ${loadCreated} + (k + 1) * interval '10 minutes',
          CASE WHEN i < ${trips} AND k = 0 THEN ${loadCreated} + interval '1 hour' END,
          ${loadCreated}, i + 1
        FROM generate_series(0, ${loads - 1}) i, generate_series(0, ${scale.quotesPerLoad - 1}) k`,
    },
    {
      label: 'trips',
      sql: `INSERT INTO trips (id, number, load_id, quote_id, group_id, truck_id, driver_id, base_price,
          status, created_at, updated_at, confirm_at)
        SELECT ${uuidSql(`'trip-' || i`)}, i + 1, ${uuidSql(`'load-' || i`)}, ${uuidSql(`'quote-' || i || '-0'`)},
          ${uuidSql(`'group-' || ${winner}`)}, ${uuidSql(`'truck-' || ${winnerTruck}`)},
          ${uuidSql(`'driver-' || ${winnerDriver}`)}, 1000 + (i % 50) * 100, ${loadStatus},
          ${loadCreated} + interval '1 hour', ${loadCreated} + interval '1 hour',
          ${loadCreated} + interval '1 hour'
        FROM generate_series(0, ${trips - 1}) i`,
    },
    {
      label: 'driver links',
      sql: `INSERT INTO driver_links (id, number, trip_id, group_id, driver_id, created_by, is_active,
          device_key_hash, bound_at, created_at)
        SELECT 'benchlink' || lpad(i::text, 13, '0'), i + 1, ${uuidSql(`'trip-' || i`)},
          ${uuidSql(`'group-' || ${winner}`)}, ${uuidSql(`'driver-' || ${winnerDriver}`)},
          ${uuidSql(`'provider-' || ${winner} || '-0'`)}, true,
          ${sessionHash(`'bench-device-' || i`)}, now() - interval '50 minutes', now() - interval '1 hour'
        FROM generate_series(${ranges.confirmed.start}, ${trips - 1}) i`,
    },
    {
      label: 'positions',
      sql: `INSERT INTO truck_positions (trip_id, link_id, lng, lat, accuracy, recorded_at, received_at)
        SELECT ${uuidSql(`'trip-' || i`)}, 'benchlink' || lpad(i::text, 13, '0'),
          46.6 + (i % 100) * 0.01 + k * 0.001, 24.7 + k * 0.001, 12,
          now() - (${scale.positionsPerTripUnderWay} - k) * interval '30 seconds',
          now() - (${scale.positionsPerTripUnderWay} - k) * interval '30 seconds'
        FROM generate_series(${ranges.underWay.start}, ${trips - 1}) i,
          generate_series(0, ${scale.positionsPerTripUnderWay - 1}) k`,
    },
    {
      label: 'notifications',
      sql: `WITH recipients(user_id, kind, n) AS (
          SELECT ${uuidSql(`'shipper-' || i`)}, 'quote_received', i FROM generate_series(0, ${shippers - 1}) i
          UNION ALL
          SELECT ${uuidSql(`'provider-' || g || '-' || s`)}, 'load_matched', g
          FROM generate_series(0, ${groups - 1}) g, generate_series(0, ${usersPerGroup - 1}) s)
        INSERT INTO notifications (user_id, kind, title, description, load_id, is_read, created_at)
        SELECT r.user_id, r.kind, 'Bench notice ' || k, 'Something happened on a load.',
          ${uuidSql(`'load-' || ((r.n + k * ${shippers}) % ${loads})`)},
          k < ${scale.notificationsPerUser - 5}, now() - (${scale.notificationsPerUser} - k) * interval '1 hour'
        FROM recipients r, generate_series(0, ${scale.notificationsPerUser - 1}) k`,
    },
    {
      label: 'sequences',
      sql: `SELECT setval(pg_get_serial_sequence('loads', 'number'), ${loads + bigShipperLoads}),
          setval(pg_get_serial_sequence('trips', 'number'), ${trips}),
          setval(pg_get_serial_sequence('trucks', 'number'), ${trucks + bigFleet}),
          setval(pg_get_serial_sequence('drivers', 'number'), ${drivers + bigFleet}),
          setval(pg_get_serial_sequence('driver_links', 'number'), ${trips})`,
    },
    // As autovacuum would leave them: statistics, and the visibility map index-only scans need.
    { label: 'vacuum', sql: 'VACUUM ANALYZE' },
    // The seed's dirty pages written now, not by a checkpoint in the middle of a measurement.
    { label: 'checkpoint', sql: 'CHECKPOINT' },
  ];
}

/**
 * The long lists (issue 19): one more provider group (number `groups`) with `bigFleet` trucks
 * and as many drivers, and one more shipper (number `shippers`) with `bigShipperLoads` loads under
 * way, each row added a minute after the one before, as a fleet grows.
 */
function bigAccountStatements(scale: BenchScale, seededAt: string) {
  const { shippers, groups, trucks, drivers, loads, bigFleet, bigShipperLoads } = scale;
  const group = uuidSql(`'group-${groups}'`);
  const owner = uuidSql(`'provider-${groups}-0'`);
  const shipper = uuidSql(`'shipper-${shippers}'`);
  const addedAt = (count: number, i: string) =>
    `${seededAt} - interval '30 days' + (${i} - ${count}) * interval '1 minute'`;
  return [
    {
      label: 'big accounts',
      sql: `WITH people AS (
          INSERT INTO users (id, phone_e164, country_code, national_number, first_name, last_name,
            company_name, user_type, created_at, updated_at)
          VALUES (${owner}, '+96552${String(groups).padStart(7, '0')}', '+966',
              '52${String(groups).padStart(7, '0')}', 'Bench', 'Big Fleet', 'Big Fleet Co', 'provider',
              now() - interval '400 days', now() - interval '400 days'),
            (${shipper}, '+96651${String(shippers).padStart(7, '0')}', '+966',
              '51${String(shippers).padStart(7, '0')}', 'Bench', 'Big Shipper', 'Big Shipper Co', 'user',
              now() - interval '400 days', now() - interval '400 days')
          RETURNING id)
        INSERT INTO truck_groups (id, name, owner_user_id, created_at, updated_at)
        SELECT ${group}, 'Big Fleet Co', ${owner}, now() - interval '400 days', now() - interval '400 days'
        FROM people WHERE id = ${owner}`,
    },
    { label: 'big fleet owner', sql: `UPDATE users SET group_id = ${group} WHERE id = ${owner}` },
    {
      label: 'big sessions',
      sql: `INSERT INTO sessions (user_id, token_hash, created_at, expires_at, user_agent)
        VALUES (${owner}, ${sessionHash(`'bench-provider-${groups}-0'`)}, now(), now() + interval '30 days', 'bench'),
          (${shipper}, ${sessionHash(`'bench-shipper-${shippers}'`)}, now(), now() + interval '30 days', 'bench')`,
    },
    {
      label: 'big fleet trucks',
      sql: `INSERT INTO trucks (id, number, group_id, name, model, license_plate, type, truck_option,
          weight, weight_unit, status, created_at, updated_at)
        SELECT ${uuidSql(`'big-truck-' || t`)}, ${trucks} + t + 1, ${group}, 'Truck ' || t,
          (ARRAY['Actros 2545', 'Volvo FH', 'Scania R', 'MAN TGX'])[t % 4 + 1],
          'BF ' || lpad(t::text, 5, '0'), '12M', 'closed box', 20, 'ton',
          CASE WHEN t % 50 = 0 THEN 'inactive' ELSE 'active' END,
          ${addedAt(bigFleet, 't')}, ${addedAt(bigFleet, 't')}
        FROM generate_series(0, ${bigFleet - 1}) t`,
    },
    {
      label: 'big team',
      sql: `INSERT INTO drivers (id, number, group_id, name, country_code, phone, country, license_no,
          status, created_at, updated_at)
        SELECT ${uuidSql(`'big-driver-' || d`)}, ${drivers} + d + 1, ${group}, 'Driver ' || d, '+966',
          '56' || lpad(d::text, 7, '0'), 'Saudi Arabia', 'BL-' || d,
          CASE WHEN d % 50 = 0 THEN 'inactive' ELSE 'active' END,
          ${addedAt(bigFleet, 'd')}, ${addedAt(bigFleet, 'd')}
        FROM generate_series(0, ${bigFleet - 1}) d`,
    },
    {
      label: 'big shipper loads',
      sql: `WITH ${citiesSql()}
        INSERT INTO loads (id, number, shipper_user_id, status, source, destination, source_city,
          destination_city, weight_value, weight_unit, weight_kg, material, load_type, currency,
          scheduled_date, created_at, updated_at)
        SELECT ${uuidSql(`'big-load-' || i`)}, ${loads} + i + 1, ${shipper}, 'confirmed',
          ${stopSql('src', 'i')}, ${stopSql('dst', 'i')}, src.city, dst.city, 1 + i % 40, 'ton',
          (1 + i % 40) * 1000,
          (ARRAY['Steel coils', 'Cement bags', 'Dates', 'Furniture', 'Electronics'])[i % 5 + 1],
          'FTL', src.currency, ${addedAt(bigShipperLoads, 'i')} + interval '40 days',
          ${addedAt(bigShipperLoads, 'i')}, ${addedAt(bigShipperLoads, 'i')}
        FROM generate_series(0, ${bigShipperLoads - 1}) i
        JOIN cities src ON src.idx = i % ${benchCities().length}
        JOIN cities dst ON dst.idx = (i + 3) % ${benchCities().length}`,
    },
  ];
}
