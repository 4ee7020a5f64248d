import type { Stop } from '../../../contract/loads';

export { canEditStop, type StopKind } from '../../../contract/load-rules';

/** Point, address, contact person and number all given: nothing more to ask for. */
export function isStopComplete(stop: Stop): boolean {
  return Boolean(stop.coordinates && stop.address && stop.contactPerson && stop.contactNumber);
}

/** docs/product.md §2: 'Update Details' for a complete stop, otherwise 'Submit More Details'. */
export function stopEditLabelKey(stop: Stop) {
  return isStopComplete(stop) ? 'stops.updateDetails' : 'stops.submitMoreDetails';
}
