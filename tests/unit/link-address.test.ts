import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { linkIdSchema, verifyDeviceRequest } from '../../src/contract/driver-links';
import { isWellFormedLinkAddress, UUID_PATTERN } from '../../src/contract/link-address';

describe('the driver link address check, without zod', () => {
  it('is zod’s own uuid pattern', () => {
    expect(UUID_PATTERN.source).toBe(z.regexes.uuid().source);
  });

  const trips = [
    '3a0e9c4b-5d6f-4a7b-8c9d-0e1f2a3b4c5d',
    '3A0E9C4B-5D6F-4A7B-8C9D-0E1F2A3B4C5D',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    '3a0e9c4b-5d6f-9a7b-8c9d-0e1f2a3b4c5d',
    '3a0e9c4b-5d6f-4a7b-7c9d-0e1f2a3b4c5d',
    '3a0e9c4b5d6f4a7b8c9d0e1f2a3b4c5d',
    '',
    'trip',
  ];
  const links = ['AbCdEfGhIjKlMnOpQrSt_-', 'AbCdEfGhIjKlMnOpQrSt_', 'AbCdEfGhIjKlMnOpQrSt+/', ''];
  it('accepts what the schemas accept, and nothing else', () => {
    for (const tripId of trips) {
      for (const linkId of links) {
        const byZod =
          linkIdSchema.safeParse(linkId).success &&
          verifyDeviceRequest.shape.tripId.safeParse(tripId).success;
        expect(isWellFormedLinkAddress(tripId, linkId), `${tripId} ${linkId}`).toBe(byZod);
      }
    }
  });
});
