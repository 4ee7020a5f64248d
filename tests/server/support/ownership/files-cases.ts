import { bearer, device, file, type MatrixCase } from './matrix-case';

/** The ownership matrix's attacks on files routes. */
export const filesCases: MatrixCase[] = [
  // Files: who may read follows from what the file is attached to.
  {
    route: 'GET /api/files/:id',
    name: "shipper B downloading the image of shipper A's load",
    attempt: (w) => ({ url: file(w.a.files.loadImage), headers: bearer(w.b.shipper) }),
    status: 404,
    owner: (w) => bearer(w.a.shipper),
  },
  {
    route: 'GET /api/files/:id',
    name: "provider B downloading the image of A's load it never quoted",
    attempt: (w) => ({ url: file(w.a.files.loadImage), headers: bearer(w.b.provider) }),
    status: 404,
    owner: (w) => bearer(w.a.provider),
  },
  {
    route: 'GET /api/files/:id',
    name: "shipper B downloading the image of shipper A's open load",
    attempt: (w) => ({ url: file(w.a.files.openLoadImage), headers: bearer(w.b.shipper) }),
    status: 404,
    owner: (w) => bearer(w.a.shipper),
  },
  {
    route: 'GET /api/files/:id',
    name: "a user with no role yet downloading the image of A's open load",
    attempt: (w) => ({ url: file(w.a.files.openLoadImage), headers: bearer(w.newcomer) }),
    status: 404,
  },
  {
    route: 'GET /api/files/:id',
    name: "a user with no role yet downloading A's truck document",
    attempt: (w) => ({ url: file(w.a.files.truckDocument), headers: bearer(w.newcomer) }),
    status: 404,
  },
  {
    route: 'GET /api/files/:id',
    name: 'shipper B downloading the image shipper A uploaded and never attached',
    attempt: (w) => ({ url: file(w.a.files.unattachedImage), headers: bearer(w.b.shipper) }),
    status: 404,
    owner: (w) => bearer(w.a.shipper),
  },
  {
    route: 'GET /api/files/:id',
    name: "provider B downloading A's truck document",
    attempt: (w) => ({ url: file(w.a.files.truckDocument), headers: bearer(w.b.provider) }),
    status: 404,
    owner: (w) => bearer(w.a.provider),
  },
  {
    route: 'GET /api/files/:id',
    name: "provider B downloading A's truck image",
    attempt: (w) => ({ url: file(w.a.files.truckImage), headers: bearer(w.b.provider) }),
    status: 404,
    owner: (w) => bearer(w.a.provider),
  },
  {
    route: 'GET /api/files/:id',
    name: "provider B downloading A's driver document",
    attempt: (w) => ({ url: file(w.a.files.driverDocument), headers: bearer(w.b.provider) }),
    status: 404,
    owner: (w) => bearer(w.a.provider),
  },
  {
    route: 'GET /api/files/:id',
    name: 'shipper A downloading the document of the truck carrying its load',
    attempt: (w) => ({ url: file(w.a.files.truckDocument), headers: bearer(w.a.shipper) }),
    status: 404,
  },
  {
    route: 'GET /api/files/:id',
    name: "provider B downloading the photo of A's driver's charge",
    attempt: (w) => ({ url: file(w.a.files.chargePhoto), headers: bearer(w.b.provider) }),
    status: 404,
    owner: (w) => bearer(w.a.provider),
  },
  {
    route: 'GET /api/files/:id',
    name: "shipper B downloading the photo of A's driver's charge",
    attempt: (w) => ({ url: file(w.a.files.chargePhoto), headers: bearer(w.b.shipper) }),
    status: 404,
  },
  {
    route: 'GET /api/files/:id',
    name: 'shipper A downloading the photo of a charge not yet approved',
    attempt: (w) => ({ url: file(w.a.files.chargePhoto), headers: bearer(w.a.shipper) }),
    status: 404,
  },
  {
    route: 'GET /api/files/:id',
    name: "driver B's phone (its link and key) downloading A's charge photo",
    attempt: (w) => ({ url: file(w.a.files.chargePhoto), headers: device(w.b) }),
    status: 404,
    owner: (w) => device(w.a),
  },
  {
    route: 'GET /api/files/:id',
    name: "link A's id with device B's key downloading A's charge photo",
    attempt: (w) => ({
      url: file(w.a.files.chargePhoto),
      headers: device({ linkId: w.a.linkId, deviceKey: w.b.deviceKey }),
    }),
    status: 403,
  },
  {
    route: 'GET /api/files/:id',
    name: "link A's id with no device key downloading A's charge photo",
    attempt: (w) => ({ url: file(w.a.files.chargePhoto), headers: device({ linkId: w.a.linkId }) }),
    // Neither a session nor a device: asked to sign in, as before the access model.
    status: 401,
  },
];
