/** The server answers `/trip/{tripId}/details/{linkId}`; drivers need the whole address. */
export function absoluteLinkUrl(linkUrl: string, origin = window.location.origin): string {
  return new URL(linkUrl, origin).href;
}
