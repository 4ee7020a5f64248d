/**
 * A proof taken more than this from the delivery stop's point is flagged for a look. It is the
 * distance at which the arrival watch already counts the truck as gone from a stop (300 m arrival
 * radius plus 200 m for GPS drift at the gate, server/modules/positions/stop-visit-rules.ts):
 * further than that, the goods were not handed over at that gate.
 */
export const FAR_FROM_DELIVERY_METRES = 500;

export function isFarFromDelivery(distanceMetres: number | null): boolean {
  return distanceMetres !== null && distanceMetres > FAR_FROM_DELIVERY_METRES;
}
