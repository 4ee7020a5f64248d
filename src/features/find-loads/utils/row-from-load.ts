import type { FindLoadsRow, Load } from '../../../contract/loads';

/**
 * A load fetched on its own (GET /api/loads/{id}, the provider's view) in the shape of a Find
 * Loads row, so Load Details opens the same way as from the table. The provider's view lists only
 * its own group's quotes, so the first one is the group's quote.
 */
export function rowFromLoad(load: Load): FindLoadsRow {
  return {
    _id: load._id,
    id: load.id,
    source: { country: load.source.country, city: load.source.city },
    destination: { country: load.destination.country, city: load.destination.city },
    weight: load.weight,
    material: load.material,
    hsnCode: load.hsnCode,
    loadType: load.loadType,
    truckType: load.truckType,
    truckSubType: load.truckSubType,
    images: load.images,
    currency: load.currency,
    scheduledDate: load.scheduledDate,
    createdAt: load.createdAt,
    status: load.status,
    quoteStatus: load.quotes[0]?.status ?? null,
    respondBy: load.respondBy ?? null,
    tripId: load.tripId,
  };
}
