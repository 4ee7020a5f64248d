import { randomUUID } from 'node:crypto';
import { deliveryProofFields } from '../../../src/contract/delivery-proofs';
import { DRIVER_LINK_LIST_COLUMNS } from '../../../src/contract/driver-links';
import { DRIVER_LIST_COLUMNS } from '../../../src/contract/drivers';
import { normaliseLegalId } from '../../../src/contract/legal-ids';
import { LINK_ID_PATTERN, UUID_PATTERN } from '../../../src/contract/link-address';
import { CURRENCIES } from '../../../src/contract/money';
import { MY_LOADS_COLUMNS } from '../../../src/contract/loads';
import { truckTypes } from '../../../src/contract/reference';
import { TRIP_LIST_COLUMNS, tripStatusSchema } from '../../../src/contract/trips';
import { TRUCK_LIST_COLUMNS } from '../../../src/contract/trucks';
import { VISITOR_DRAFT_KEY_PATTERN, VISITOR_ID_PATTERN } from '../../../src/contract/visitor';
import type { FieldShape } from './hostile-values';
import type { HostileWorld } from './hostile-world';
import { validLoad } from './marketplace';
import { PDF_BYTES, PNG_BYTES, type UploadFile } from './uploads';

/** A query or multipart value: always a string on the wire. */
export type StringShape = { optional?: boolean } &
  /** Coerced with Number(): `accepts` says which numbers pass. */
  (
    | { kind: 'number'; accepts: (value: number) => boolean }
    | { kind: 'enum'; values: readonly string[] }
    /** Trimmed, then `min`..`max` characters. */
    | { kind: 'text'; min: number; max: number }
    | { kind: 'pattern'; accepts: (text: string) => boolean }
  );

export type RouteCase = {
  /** Path parameters: a valid value, and what a valid one looks like. */
  params?: Record<string, { valid: string; accepts: (text: string) => boolean }>;
  query?: Record<string, { valid?: string; shape: StringShape }>;
  body?: { valid: Record<string, unknown>; shape: Extract<FieldShape, { kind: 'object' }> };
  multipart?: {
    fields: Record<string, string>;
    fieldShapes?: Record<string, StringShape>;
    /** Unknown fields are refused (the charge's); elsewhere other fields are ignored. */
    strictFields?: boolean;
    files: UploadFile[];
    /** The form field the files go in: `files` unless the route names its own (a proof's `signature`). */
    fileField?: string;
    /** A JSON list with one label per file is required. */
    labels?: boolean;
  };
  /** Takes no input: only bodies no JSON parser accepts are surely invalid. */
  noInput?: true;
  /** The payment webhook: unsigned, every body is refused. */
  unsigned?: true;
};

const uuid = { kind: 'uuid' } as const;
const optionalUuid = { kind: 'uuid', optional: true, nullable: true } as const;
const text = (
  max: number,
  extra: { required?: boolean; optional?: boolean; nullable?: boolean } = {},
) => ({ kind: 'text', max, ...extra }) as const;
const strict = (fields: Record<string, FieldShape>, extra: { optional?: boolean } = {}) =>
  ({ kind: 'object', strict: true, fields, ...extra }) as const;
const isUuid = (value: string) => UUID_PATTERN.test(value);
const isLinkId = (value: string) => LINK_ID_PATTERN.test(value);
const isInteger =
  (min: number, max = Infinity) =>
  (value: number) =>
    Number.isInteger(value) && value >= min && value <= max;
const digits = (min: number, max: number) => (value: string) =>
  new RegExp(`^\\d{${min},${max}}$`).test(value);

const loadStop = strict({
  country: text(80, { required: true }),
  city: text(120, { required: true }),
});
const coordinates: FieldShape = {
  kind: 'array',
  max: 2,
  of: { kind: 'number', min: -180, max: 180 },
};
const weightUnit = { kind: 'enum', values: ['ton', 'kg'] } as const;
const tripStatuses = tripStatusSchema.options;
const dayFilter = {
  kind: 'pattern',
  optional: true,
  accepts: (day: string) =>
    day === '' ||
    (/^\d{4}-\d{2}-\d{2}$/.test(day) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day)),
} as const;
const timeZones = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
const heavyTruck = truckTypes.find((type) => type.name === '12M');

const idParam =
  (valid: (world: HostileWorld) => string, accepts = isUuid) =>
  (world: HostileWorld) => ({
    id: { valid: valid(world), accepts },
  });
const loadId = idParam((world) => world.quotedLoadId);
/** The load of the started trip: it has a trip document. */
const tripLoadId = idParam((world) => world.trip.loadId);
const truckId = idParam((world) => world.trip.truck.id);
const driverId = idParam((world) => world.trip.driver.id);
const tripId = idParam((world) => world.trip.tripId);
const linkId = idParam((world) => world.trip.linkId, isLinkId);
const deviceHash = (world: HostileWorld) => ({
  deviceHash: {
    valid: world.deviceHash,
    accepts: (value: string) => VISITOR_DRAFT_KEY_PATTERN.test(value),
  },
});
const document = (name: string): UploadFile => ({
  name,
  bytes: PDF_BYTES,
  type: 'application/pdf',
});
const photo = (name: string): UploadFile => ({ name, bytes: PNG_BYTES, type: 'image/png' });
/** A paged list's page, size and order (issue 19): any whole page size from 1, clamped above 100. */
const listPage = (columns: readonly string[]) =>
  ({
    page: {
      valid: '1',
      shape: { kind: 'number', optional: true, accepts: isInteger(1, 100_000) },
    },
    limit: { valid: '20', shape: { kind: 'number', optional: true, accepts: isInteger(1) } },
    sort: { valid: columns[0], shape: { kind: 'enum', optional: true, values: columns } },
    order: { valid: 'asc', shape: { kind: 'enum', optional: true, values: ['asc', 'desc'] } },
  }) as const;
const fleetStatus = {
  valid: 'active',
  shape: { kind: 'enum', optional: true, values: ['active', 'inactive'] },
} as const;
/** Adding a truck and editing one take the same body; a 12M truck carries at most 20 t. */
const truckBody: NonNullable<RouteCase['body']> = {
  valid: { name: 'Truck 7', model: 'Volvo FH', licensePlate: 'RUH 77', type: '12M', weight: 20 },
  shape: strict({
    name: text(80, { required: true }),
    model: text(80, { required: true }),
    licensePlate: text(20, { required: true }),
    type: { kind: 'enum', values: truckTypes.map((type) => type.name) },
    weight: { kind: 'number', min: 0.001, max: (heavyTruck?.weight ?? 0) / 1000 },
    weightUnit: { ...weightUnit, optional: true },
    truckOption: {
      kind: 'enum',
      optional: true,
      nullable: true,
      values: ['', ...(heavyTruck?.options ?? [])],
    },
  }),
};
const driverBody: NonNullable<RouteCase['body']> = {
  valid: {
    name: 'Faisal',
    phone: '577777777',
    licenseNo: 'KSA-777',
    countryCode: '+966',
    country: 'Saudi Arabia',
  },
  shape: strict({
    name: text(80, { required: true }),
    phone: { kind: 'pattern', accepts: digits(9, 9) },
    licenseNo: text(40, { required: true }),
    countryCode: { kind: 'enum', values: ['+966'] },
    country: { kind: 'enum', values: ['Saudi Arabia'] },
  }),
};

/**
 * Every route of the app with a valid request for it (built on a world of records), and the
 * shape of each input a case may make invalid: the shapes restate the contract's rules
 * (src/contract) from SPEC, so a rule that goes missing there lets a surely invalid case
 * through, and the walk fails.
 */
export const HOSTILE_ROUTE_CASES: Record<string, (world: HostileWorld) => RouteCase> = {
  'POST /api/user/send-otp': () => ({
    body: {
      valid: { phone: '512345678', countryCode: '+966' },
      shape: strict({
        phone: { kind: 'pattern', accepts: digits(1, 15) },
        countryCode: { kind: 'pattern', accepts: (code) => /^\+\d{1,4}$/.test(code) },
      }),
    },
  }),
  'POST /api/user/verify-otp': (world) => ({
    body: {
      valid: { phoneNumber: world.otp.phone, otp: '000000', otpId: world.otp.otpId },
      shape: strict({
        phoneNumber: { kind: 'pattern', accepts: digits(1, 15) },
        otp: { kind: 'pattern', accepts: digits(6, 6) },
        otpId: uuid,
      }),
    },
  }),
  'POST /api/user/session-verify': (world) => ({
    body: {
      valid: { sessionId: world.shipper.sessionId, userId: world.shipper._id },
      shape: strict({ sessionId: uuid, userId: uuid }),
    },
  }),
  'POST /api/user/logout': () => ({ noInput: true }),
  'POST /api/user/update-profile': (world) => ({
    body: {
      valid: { userId: world.shipper._id, userData: { userName: 'Sara', lastName: 'Al Harbi' } },
      shape: strict({
        userId: uuid,
        userData: strict({
          userName: text(80, { required: true, optional: true }),
          lastName: text(80, { optional: true }),
          email: { kind: 'pattern', optional: true, accepts: (email) => email.includes('@') },
          companyName: text(120, { optional: true }),
          companyAddress: text(240, { optional: true }),
          legalName: text(160, { optional: true }),
          // The caller's phone is Saudi: its country's rule, spaces and dashes dropped.
          vatNumber: {
            kind: 'pattern',
            optional: true,
            accepts: (vat) => vat.length <= 40 && /^(|3\d{13}3)$/.test(normaliseLegalId(vat)),
          },
          crNumber: {
            kind: 'pattern',
            optional: true,
            accepts: (cr) => cr.length <= 40 && /^(|\d{10})$/.test(normaliseLegalId(cr)),
          },
          userType: { kind: 'enum', optional: true, values: ['user', 'provider'] },
          // Read-only: only the caller's own, in any written form, passes.
          phone: {
            kind: 'pattern',
            optional: true,
            accepts: (phone) => phone.replace(/[\s\-().]/g, '') === world.shipper.phone,
          },
          countryCode: {
            kind: 'pattern',
            optional: true,
            accepts: (code) => /^\s*(\+|00)?966\s*$/.test(code),
          },
        }),
      }),
    },
  }),
  'GET /api/truckgroup/:groupId': (world) => ({
    params: { groupId: { valid: world.provider.groupId, accepts: isUuid } },
  }),
  'GET /api/truckgroup/:groupId/waiting-terms': (world) => ({
    params: { groupId: { valid: world.provider.groupId, accepts: isUuid } },
  }),
  'PUT /api/truckgroup/:groupId/waiting-terms': (world) => ({
    params: { groupId: { valid: world.provider.groupId, accepts: isUuid } },
    body: {
      valid: { freeWaitingMinutes: 120, waitingRates: { SAR: 150 } },
      shape: strict({
        freeWaitingMinutes: { kind: 'number', min: 0, max: 1440, int: true },
        waitingRates: strict(
          Object.fromEntries(
            CURRENCIES.map((code) => [
              code,
              { kind: 'number', positive: true, max: 100_000, optional: true } as const,
            ]),
          ),
        ),
      }),
    },
  }),
  'GET /api/user-notifications/unread-count': () => ({ noInput: true }),
  'GET /api/user-notifications': () => ({
    query: {
      page: {
        valid: '1',
        shape: { kind: 'number', optional: true, accepts: isInteger(1, 100_000) },
      },
      // Any whole number from 1 is a page size: above the maximum it is clamped.
      limit: { valid: '10', shape: { kind: 'number', optional: true, accepts: isInteger(1) } },
      filter: {
        valid: 'unread',
        shape: { kind: 'enum', optional: true, values: ['all', 'unread'] },
      },
    },
  }),
  'PUT /api/user-notifications/read-all': () => ({ noInput: true }),
  'PUT /api/user-notifications/:id/read': (world) => ({
    params: { id: { valid: world.notificationId, accepts: isUuid } },
  }),
  'GET /api/config': () => ({ noInput: true }),
  'GET /api/health': () => ({ noInput: true }),
  'GET /api/ready': () => ({ noInput: true }),
  'GET /api/reference': () => ({ noInput: true }),
  'GET /api/geocode/search': () => ({
    query: { q: { valid: 'Riyadh', shape: { kind: 'text', min: 2, max: 100 } } },
  }),
  'POST /api/loads/create': () => ({
    body: {
      valid: validLoad(),
      shape: strict({
        source: loadStop,
        destination: loadStop,
        loadType: { kind: 'enum', values: ['FTL', 'LTL', 'Project Basis'] },
        currency: { kind: 'pattern', accepts: (code) => code.length === 3 },
        material: text(200, { required: true }),
        hsnCode: text(40, { optional: true, nullable: true }),
        weight: strict({
          value: { kind: 'number', min: 0.001, max: 1_000_000 },
          unit: weightUnit,
        }),
        scheduledDate: { kind: 'datetime' },
        images: { kind: 'array', max: 10, optional: true, of: strict({ url: text(500) }) },
        status: { kind: 'enum', optional: true, values: ['pending'] },
        truckType: text(40, { optional: true, nullable: true }),
        truckSubType: text(40, { optional: true, nullable: true }),
      }),
    },
  }),
  'GET /api/loads/user': () => ({
    query: {
      status: { valid: 'pending', shape: { kind: 'enum', values: ['pending', 'done'] } },
      ...listPage(MY_LOADS_COLUMNS),
      posted: { valid: '2030-01-01', shape: dayFilter },
    },
  }),
  'GET /api/loads/:id': (world) => ({ params: loadId(world) }),
  'GET /api/loads/:id/invoice': (world) => ({ params: loadId(world) }),
  'GET /api/loads/:id/document': (world) => ({ params: tripLoadId(world) }),
  'PUT /api/loads/:id/location': (world) => ({
    params: loadId(world),
    body: {
      valid: { type: 'source', address: 'King Fahd Road', coordinates: [46.7, 24.7] },
      shape: strict({
        type: { kind: 'enum', values: ['source', 'destination'] },
        address: text(300, { optional: true, nullable: true }),
        contactPerson: text(120, { optional: true, nullable: true }),
        contactNumber: {
          kind: 'pattern',
          optional: true,
          nullable: true,
          accepts: (number) => /^\+?\d{0,15}$/.test(number.trim()),
        },
        coordinates: { ...coordinates, optional: true, nullable: true },
      }),
    },
  }),
  'PUT /api/loads/:id/ready': (world) => ({
    params: { id: { valid: world.openLoadId, accepts: isUuid } },
  }),
  'PUT /api/loads/:id/cancel': (world) => ({
    params: { id: { valid: world.openLoadId, accepts: isUuid } },
  }),
  'POST /api/loads/:id/rating': (world) => ({
    params: { id: { valid: world.openLoadId, accepts: isUuid } },
    body: {
      valid: { stars: 5, comment: 'On time' },
      shape: strict({
        stars: { kind: 'number', min: 1, max: 5, int: true },
        comment: text(500, { optional: true }),
      }),
    },
  }),
  'POST /api/loads/images': () => ({
    multipart: { fields: {}, files: [photo('pallets.png')] },
  }),
  'GET /api/files/:id': (world) => ({ params: { id: { valid: world.fileId, accepts: isUuid } } }),
  'POST /api/loads': () => ({
    body: {
      valid: { page: 1, limit: 20, origin: 'Riyadh' },
      shape: strict({
        origin: text(120, { optional: true, nullable: true }),
        destination: text(120, { optional: true, nullable: true }),
        weight: { kind: 'number', positive: true, optional: true, nullable: true },
        weightUnit: { ...weightUnit, optional: true, nullable: true },
        quote_status: {
          kind: 'enum',
          optional: true,
          nullable: true,
          values: ['pending', 'accepted', 'rejected'],
        },
        page: { kind: 'number', min: 1, max: 100_000, int: true, optional: true },
        // Page sizes above the maximum are clamped, so only these are invalid.
        limit: { kind: 'number', min: 1, int: true, optional: true },
      }),
    },
  }),
  'POST /api/temp-loads': (world) => ({
    body: {
      valid: { deviceHash: world.deviceHash, draft: { material: 'Steel', weightUnit: 'ton' } },
      shape: strict({
        deviceHash: { kind: 'pattern', accepts: (value) => VISITOR_DRAFT_KEY_PATTERN.test(value) },
        draft: strict({
          sourceCountry: text(80, { optional: true }),
          material: text(200, { optional: true }),
          scheduledDate: text(20, { optional: true }),
          weight: text(20, { optional: true }),
          weightUnit: { ...weightUnit, optional: true },
          loadType: { kind: 'enum', optional: true, values: ['FTL', 'LTL', 'Project Basis'] },
          currency: text(3, { optional: true }),
        }),
      }),
    },
  }),
  'GET /api/temp-loads/:deviceHash': (world) => ({ params: deviceHash(world) }),
  'DELETE /api/temp-loads/:deviceHash': (world) => ({ params: deviceHash(world) }),
  'POST /api/quote/create': (world) => ({
    body: {
      valid: { loadId: world.openLoadId, offer: 1500, status: 'pending' },
      shape: strict({
        loadId: uuid,
        offer: { kind: 'number', min: 0.01, max: 100_000_000 },
        status: { kind: 'enum', optional: true, values: ['pending'] },
        truckId: optionalUuid,
      }),
    },
  }),
  'POST /api/quote/update': (world) => ({
    body: {
      valid: { loadId: world.quotedLoadId, offer: 1700, status: 'pending' },
      shape: strict({
        loadId: uuid,
        offer: { kind: 'number', min: 0.01, max: 100_000_000 },
        status: { kind: 'enum', optional: true, values: ['pending'] },
        truckId: optionalUuid,
      }),
    },
  }),
  'POST /api/quote/get-by-load-group': (world) => ({
    body: { valid: { loadId: world.quotedLoadId }, shape: strict({ loadId: uuid }) },
  }),
  'GET /api/trucks': () => ({
    query: { status: fleetStatus, ...listPage(TRUCK_LIST_COLUMNS) },
  }),
  'POST /api/trucks': () => ({ body: truckBody }),
  'GET /api/trucks/truckId/:id': (world) => ({ params: truckId(world) }),
  'PUT /api/trucks/:id': (world) => ({ params: truckId(world), body: truckBody }),
  'PUT /api/trucks/:id/retire': (world) => ({ params: truckId(world) }),
  'PUT /api/trucks/:id/reinstate': (world) => ({ params: truckId(world) }),
  'POST /api/trucks/docs/:id': (world) => ({
    params: truckId(world),
    multipart: { fields: {}, files: [document('registration.pdf')], labels: true },
  }),
  'POST /api/trucks/images/:id': (world) => ({
    params: truckId(world),
    multipart: { fields: {}, files: [photo('front.png')], labels: true },
  }),
  'GET /api/drivers': () => ({
    query: { status: fleetStatus, ...listPage(DRIVER_LIST_COLUMNS) },
  }),
  'POST /api/drivers': () => ({ body: driverBody }),
  'GET /api/drivers/:id': (world) => ({ params: driverId(world) }),
  'PUT /api/drivers/:id': (world) => ({ params: driverId(world), body: driverBody }),
  'PUT /api/drivers/:id/retire': (world) => ({ params: driverId(world) }),
  'PUT /api/drivers/:id/reinstate': (world) => ({ params: driverId(world) }),
  'POST /api/drivers/docs/:id': (world) => ({
    params: driverId(world),
    multipart: { fields: {}, files: [document('licence.pdf')], labels: true },
  }),
  'POST /api/drivers/:id/licence': (world) => ({
    params: driverId(world),
    multipart: { fields: {}, files: [document('licence.pdf')], labels: true },
  }),
  'POST /api/drivers/:id/verify-licence': (world) => ({
    params: driverId(world),
    body: {
      valid: {},
      shape: strict({ document: text(200, { optional: true }) }, { optional: true }),
    },
  }),
  'GET /api/drivers/:id/record': (world) => ({ params: driverId(world) }),
  'PUT /api/quote/status': (world) => ({
    body: {
      valid: { quoteId: world.pendingQuoteId, status: 'rejected' },
      shape: strict({
        quoteId: uuid,
        status: { kind: 'enum', values: ['accepted', 'rejected'] },
        paymentIntentId: text(255, { optional: true }),
        paymentStatus: text(40, { optional: true }),
        paymentCreatedAt: { kind: 'scalar', optional: true, types: ['string', 'number'] },
      }),
    },
  }),
  'POST /api/payments/create-intent': (world) => ({
    body: {
      valid: { quoteId: world.pendingQuoteId, loadId: world.quotedLoadId },
      shape: strict({ quoteId: uuid, loadId: uuid }),
    },
  }),
  'POST /api/payments/test/confirm': () => ({
    body: {
      valid: { paymentIntentId: 'pi_test_0001', cardNumber: '4242424242424242' },
      shape: strict({
        paymentIntentId: text(255, { required: true }),
        cardNumber: { kind: 'pattern', accepts: digits(12, 19) },
      }),
    },
  }),
  'POST /api/payments/webhook': () => ({ unsigned: true }),
  'POST /api/trips/create': (world) => ({
    body: {
      valid: { quoteId: world.pendingQuoteId, loadId: world.quotedLoadId },
      shape: strict({
        quoteId: uuid,
        loadId: uuid,
        truckId: optionalUuid,
        driverId: optionalUuid,
        basePrice: { kind: 'scalar', optional: true, types: ['number'] },
        status: { kind: 'enum', optional: true, values: ['confirmed'] },
      }),
    },
  }),
  'GET /api/trips/getbyloadid/:loadId': (world) => ({
    params: { loadId: { valid: world.trip.loadId, accepts: isUuid } },
  }),
  'POST /api/trips/getmytrips': () => ({
    body: {
      valid: { filters: { status: 'confirmed' }, timeZone: 'Asia/Riyadh' },
      shape: strict({
        filters: {
          kind: 'object',
          strict: false,
          optional: true,
          fields: {
            startDate: dayFilter,
            endDate: dayFilter,
            loadId: text(60, { optional: true }),
            driverId: text(60, { optional: true }),
            truckId: text(60, { optional: true }),
            status: { kind: 'enum', optional: true, values: ['', ...tripStatuses] },
          },
        },
        timeZone: { kind: 'pattern', optional: true, accepts: (zone) => timeZones.has(zone) },
        page: { kind: 'number', optional: true, int: true, min: 1, max: 100_000 },
        limit: { kind: 'number', optional: true, int: true, min: 1 },
        sort: { kind: 'enum', optional: true, values: TRIP_LIST_COLUMNS },
        order: { kind: 'enum', optional: true, values: ['asc', 'desc'] },
      }),
    },
  }),
  'GET /api/trips/getbyid/:id': (world) => ({ params: tripId(world) }),
  'POST /api/trips/:id/assign': (world) => ({
    params: tripId(world),
    body: {
      valid: { type: 'driver', driverId: world.trip.driver.id },
      shape: strict({ type: { kind: 'enum', values: ['driver'] }, driverId: uuid }),
    },
  }),
  'POST /api/trips/:id/waiting-charge': (world) => ({
    params: tripId(world),
    body: {
      valid: { stop: 'pickup', ratePerHour: 150 },
      shape: strict({
        stop: { kind: 'enum', values: ['pickup', 'delivery'] },
        ratePerHour: { kind: 'number', positive: true, max: 100_000, optional: true },
      }),
    },
  }),
  'GET /api/trips/:id/document': (world) => ({ params: tripId(world) }),
  'PUT /api/trips/:id/document/registration': (world) => ({
    params: tripId(world),
    body: {
      valid: { registrationNumber: 'TGA-2026-0042' },
      shape: strict({
        registrationNumber: {
          kind: 'pattern',
          accepts: (text) => /^[A-Za-z0-9-]{1,40}$/.test(text.trim()),
        },
      }),
    },
  }),
  'PUT /api/trips/:id/proof-settings': (world) => ({
    params: tripId(world),
    body: {
      valid: { photosRequired: false },
      shape: strict({ photosRequired: { kind: 'scalar', types: ['boolean'] } }),
    },
  }),
  'PUT /api/trips/update/status/:tripId': (world) => ({
    params: { tripId: { valid: world.trip.tripId, accepts: isUuid } },
    body: {
      valid: { status: 'out_to_collect' },
      shape: strict({
        status: {
          kind: 'enum',
          values: ['out_to_collect', 'loaded', 'out_to_unload', 'completed'],
        },
        recordedAt: { kind: 'datetime', optional: true },
      }),
    },
  }),
  'POST /api/driver-links/create': (world) => ({
    body: {
      valid: { tripId: world.trip.tripId },
      shape: strict({
        tripId: uuid,
        driverId: optionalUuid,
        providerId: { kind: 'scalar', optional: true, types: ['string'] },
      }),
    },
  }),
  'GET /api/driver-links/provider': () => ({
    query: {
      ...listPage(DRIVER_LINK_LIST_COLUMNS),
      created: { valid: '2030-01-01', shape: dayFilter },
    },
  }),
  'GET /api/driver-links/trip/:tripId': (world) => ({
    params: { tripId: { valid: world.trip.tripId, accepts: isUuid } },
  }),
  'GET /api/driver-links/details/:id': (world) => ({ params: linkId(world) }),
  'PUT /api/driver-links/deactivate/:id': (world) => ({ params: linkId(world) }),
  'POST /api/driver-links/verify-device/:id': (world) => ({
    params: linkId(world),
    body: {
      valid: {
        deviceInfo: { platform: 'iPhone', screenWidth: 390 },
        tripId: world.trip.tripId,
        deviceKey: world.trip.deviceKey,
      },
      shape: strict({
        deviceInfo: {
          kind: 'object',
          strict: false,
          optional: true,
          fields: {
            userAgent: { kind: 'scalar', optional: true, types: ['string'] },
            platform: { kind: 'scalar', optional: true, types: ['string'] },
            screenWidth: { kind: 'number', optional: true, min: 0, max: 20_000, int: true },
            colorDepth: { kind: 'number', optional: true, min: 0, max: 64, int: true },
            cpuCores: { kind: 'number', optional: true, min: 0, max: 1024, int: true },
          },
        },
        tripId: uuid,
        deviceKey: { kind: 'pattern', accepts: (key) => /^[A-Za-z0-9_-]{32,128}$/.test(key) },
        deviceFingerprint: text(128, { optional: true }),
        visitorId: {
          kind: 'pattern',
          optional: true,
          accepts: (id) => VISITOR_ID_PATTERN.test(id),
        },
      }),
    },
  }),
  'POST /api/driver-links/:id/location': (world) => ({
    params: linkId(world),
    body: {
      valid: { coordinates: [46.7, 24.7], recordedAt: '2026-11-22T07:59:00Z', accuracy: 12 },
      shape: strict({
        coordinates,
        recordedAt: { kind: 'datetime' },
        accuracy: { kind: 'number', optional: true, min: 0, max: 100_000 },
      }),
    },
  }),
  'GET /api/driver-links/:id/manifest.webmanifest': (world) => ({ params: linkId(world) }),
  'POST /api/driver-links/:id/delivery-proof': (world) => ({
    params: linkId(world),
    multipart: {
      fields: {
        recipientName: 'Khalid Al Mansoori',
        coordinates: '[55.27, 25.2]',
        accuracy: '8',
        recordedAt: '2026-11-22T07:59:00Z',
      },
      fieldShapes: {
        recipientName: { kind: 'text', min: 1, max: 120 },
        coordinates: {
          kind: 'pattern',
          optional: true,
          accepts: (text) => deliveryProofFields.shape.coordinates.safeParse(text).success,
        },
        accuracy: {
          kind: 'number',
          optional: true,
          accepts: (value) => value >= 0 && value <= 100_000,
        },
        recordedAt: {
          kind: 'pattern',
          accepts: (text) => deliveryProofFields.shape.recordedAt.safeParse(text).success,
        },
      },
      strictFields: true,
      fileField: 'signature',
      files: [photo('signature.png')],
    },
  }),
  'POST /api/trip-charges/add': (world) => ({
    multipart: {
      fields: { linkId: world.trip.linkId, reason: 'Border toll', amount: '45.5' },
      fieldShapes: {
        linkId: { kind: 'pattern', accepts: (value) => value === world.trip.linkId },
        reason: { kind: 'text', min: 1, max: 200 },
        amount: { kind: 'number', accepts: (amount) => amount >= 0.001 && amount <= 1_000_000 },
      },
      strictFields: true,
      files: [photo('receipt.png')],
    },
  }),
  'PUT /api/trip-charges/:id/decision': (world) => ({
    params: { id: { valid: world.chargeId, accepts: isUuid } },
    body: {
      valid: { decision: 'approve', approvedAmount: 40 },
      shape: strict({
        decision: { kind: 'enum', values: ['approve'] },
        approvedAmount: { kind: 'number', optional: true, positive: true },
      }),
    },
  }),
  'GET /api/events': () => ({
    query: {
      lastEventId: {
        valid: '0',
        shape: { kind: 'number', optional: true, accepts: isInteger(0, Number.MAX_SAFE_INTEGER) },
      },
    },
  }),
};

/** A fresh id that names nothing: well formed, so the service is asked and answers "not found". */
export const unknownUuid = () => randomUUID();

/** Routes not walked, each with why. */
export function skipReason(method: string, url: string): string | null {
  if (method === 'HEAD') return 'HEAD runs the GET route’s own handler, walked as GET';
  if (method === 'OPTIONS') return 'CORS preflight (@fastify/cors): answers headers, reads no body';
  if (url === '/api/docs' || url.startsWith('/api/docs/')) {
    return 'Swagger UI’s own pages and the generated OpenAPI document take no input of ours';
  }
  if (!url.startsWith('/api/')) return 'the web app’s static files and HTML shell';
  return null;
}
