import { aDocument, aPhoto, bearer, type MatrixCase } from './matrix-case';

/** A valid edit, so only whose truck or driver it is decides the answer. */
const truckEdit = {
  name: 'Taken over',
  model: 'Volvo FH',
  licensePlate: 'STOLEN 1',
  type: '12M',
  weight: 20,
  weightUnit: 'ton',
  truckOption: 'closed box',
};
const driverEdit = {
  name: 'Taken over',
  phone: '569999999',
  licenseNo: 'KSA-STOLEN',
  countryCode: '+966',
  country: 'Saudi Arabia',
};

/** The ownership matrix's attacks on fleet routes. */
export const fleetCases: MatrixCase[] = [
  // Fleet.
  {
    route: 'GET /api/trucks/truckId/:id',
    name: "provider B reading A's truck",
    attempt: (w) => ({ url: `/api/trucks/truckId/${w.a.truckId}`, headers: bearer(w.b.provider) }),
    status: 404,
    owner: (w) => bearer(w.a.provider),
  },
  {
    route: 'POST /api/trucks/docs/:id',
    name: "provider B uploading a document to A's truck",
    attempt: (w) => ({
      url: `/api/trucks/docs/${w.a.truckId}`,
      headers: bearer(w.b.provider),
      form: aDocument,
    }),
    status: 404,
  },
  {
    route: 'POST /api/trucks/images/:id',
    name: "provider B uploading an image to A's truck",
    attempt: (w) => ({
      url: `/api/trucks/images/${w.a.truckId}`,
      headers: bearer(w.b.provider),
      form: aPhoto,
    }),
    status: 404,
  },
  {
    route: 'PUT /api/trucks/:id',
    name: "provider B editing A's truck",
    attempt: (w) => ({
      url: `/api/trucks/${w.a.truckId}`,
      headers: bearer(w.b.provider),
      body: truckEdit,
      idempotencyKey: 'matrix-edit-truck',
    }),
    status: 404,
  },
  {
    route: 'PUT /api/trucks/:id/retire',
    name: "provider B retiring A's truck",
    attempt: (w) => ({ url: `/api/trucks/${w.a.truckId}/retire`, headers: bearer(w.b.provider) }),
    status: 404,
  },
  {
    route: 'PUT /api/trucks/:id/reinstate',
    name: "provider B reinstating A's truck",
    attempt: (w) => ({
      url: `/api/trucks/${w.a.truckId}/reinstate`,
      headers: bearer(w.b.provider),
    }),
    status: 404,
  },
  {
    route: 'GET /api/drivers/:id',
    name: "provider B reading A's driver",
    attempt: (w) => ({ url: `/api/drivers/${w.a.driverId}`, headers: bearer(w.b.provider) }),
    status: 404,
    owner: (w) => bearer(w.a.provider),
  },
  {
    route: 'POST /api/drivers/docs/:id',
    name: "provider B uploading a document to A's driver",
    attempt: (w) => ({
      url: `/api/drivers/docs/${w.a.driverId}`,
      headers: bearer(w.b.provider),
      form: aDocument,
    }),
    status: 404,
  },
  {
    route: 'PUT /api/drivers/:id',
    name: "provider B editing A's driver",
    attempt: (w) => ({
      url: `/api/drivers/${w.a.driverId}`,
      headers: bearer(w.b.provider),
      body: driverEdit,
      idempotencyKey: 'matrix-edit-driver',
    }),
    status: 404,
  },
  {
    route: 'PUT /api/drivers/:id/retire',
    name: "provider B retiring A's driver",
    attempt: (w) => ({ url: `/api/drivers/${w.a.driverId}/retire`, headers: bearer(w.b.provider) }),
    status: 404,
  },
  {
    route: 'PUT /api/drivers/:id/reinstate',
    name: "provider B reinstating A's driver",
    attempt: (w) => ({
      url: `/api/drivers/${w.a.driverId}/reinstate`,
      headers: bearer(w.b.provider),
    }),
    status: 404,
  },
  {
    route: 'GET /api/drivers/:id/record',
    name: "provider B reading A's driver's licence and record",
    attempt: (w) => ({ url: `/api/drivers/${w.a.driverId}/record`, headers: bearer(w.b.provider) }),
    status: 404,
    owner: (w) => bearer(w.a.provider),
  },
  {
    route: 'POST /api/drivers/:id/licence',
    name: "provider B uploading a licence for A's driver",
    attempt: (w) => ({
      url: `/api/drivers/${w.a.driverId}/licence`,
      headers: bearer(w.b.provider),
      form: aDocument,
    }),
    status: 404,
  },
  {
    route: 'POST /api/drivers/:id/verify-licence',
    name: "provider B verifying A's driver's licence",
    attempt: (w) => ({
      url: `/api/drivers/${w.a.driverId}/verify-licence`,
      headers: bearer(w.b.provider),
    }),
    status: 404,
  },
];
