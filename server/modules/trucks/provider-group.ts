import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error';
import { callerOf } from '../../plugins/authentication';

/** A provider acts for its truck group: trucks, quotes and trips belong to the group. */
export function providerGroupOf(request: FastifyRequest): { userId: string; groupId: string } {
  const { user } = callerOf(request);
  if (!user.groupId) {
    throw new HttpError(403, 'Complete your company profile to set up your truck group first.');
  }
  return { userId: user.id, groupId: user.groupId };
}
