import { aDocument, aPhoto, bearer, type MatrixCase } from './matrix-case';

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
];
