import { z } from 'zod';
import { envelope } from './envelope';

export const unreadCountResponse = envelope(
  z.object({ unreadCount: z.number().int().nonnegative() }),
);
