import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorEnvelope } from '../../../src/contract/envelope';
import { idempotentRequestIdOf } from '../../plugins/idempotency';
import { providerGroupOf } from '../trucks/provider-group';
import type { FleetListRequest, FleetMemberService, FleetRow } from './fleet-member-service';
import type { FleetMemberMessages } from './fleet-member-words';

type FleetMemberRoutesConfig<Row extends FleetRow, Api, Fields> = {
  /** What the group has several of: 'truck', 'driver'; its plural is the OpenAPI tag. */
  noun: 'truck' | 'driver';
  /** Where one member is read: SPEC's `/truckId/:id` for a truck, `/:id` for a driver. */
  detailPath: string;
  schemas: {
    /** `{id}`, a uuid: any other is the member's "not found". */
    params: z.ZodObject<{ id: z.ZodString }>;
    /** What adding accepts, and editing again: the whole member. */
    body: z.ZodType<Fields>;
    one: z.ZodType;
    list: z.ZodType;
    /** Which page of the list, its order and its filters. */
    listQuery: z.ZodType<FleetListRequest>;
  };
  service: FleetMemberService<Row, Api, Fields>;
  toApi: (row: Row) => Api;
  messages: FleetMemberMessages;
};

/**
 * The calls trucks and drivers share, for the provider's own group: list, add, one, edit,
 * retire, reinstate. Each validates, authorizes (the caller's group) and hands to the service.
 */
export function fleetMemberRoutes<Row extends FleetRow, Api, Fields>(
  config: FleetMemberRoutesConfig<Row, Api, Fields>,
): FastifyPluginAsyncZod {
  const { noun, schemas, service, toApi, messages } = config;
  const tag = `${noun}s`;
  const descriptions = {
    list:
      `The group's ${noun}s, newest first; \`status=active\` leaves out retired ones. ` +
      'With `page` or `limit`, one page of them (20 rows by default, at most 100), ordered by ' +
      '`sort` and `order` and filtered by column; without either, all of them as one page.',
    update:
      `Edit one of the group’s ${noun}s: the same fields and rules as adding it; 409 when ` +
      `another ${noun} of the group has its unique key (a truck's plate, a driver's phone).`,
    retire:
      `Retire a ${noun} (status inactive): kept on its past trips, offered for no new quote or ` +
      'trip. 409 while a trip it is on has not ended. Repeating it changes nothing.',
    reinstate: `Put a retired ${noun} back in service. Repeating it changes nothing.`,
  };
  const refusals = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope };
  const ownMemberRefusals = { ...refusals, 404: errorEnvelope, 409: errorEnvelope };
  const provider = { access: 'provider' } as const;

  return async (app) => {
    app.get(
      '/',
      {
        config: provider,
        schema: {
          tags: [tag],
          description: descriptions.list,
          querystring: schemas.listQuery,
          response: { 200: schemas.list, ...refusals },
        },
      },
      async (request) => {
        const { groupId } = providerGroupOf(request);
        const { rows, pagination } = await service.pageForGroup(groupId, request.query);
        return { success: true, data: rows, pagination };
      },
    );

    app.post(
      '/',
      {
        config: provider,
        schema: {
          tags: [tag],
          body: schemas.body,
          response: { 200: schemas.one, ...refusals, 409: errorEnvelope },
        },
      },
      async (request) => {
        const row = await service.create(
          providerGroupOf(request).groupId,
          request.body as Fields,
          idempotentRequestIdOf(request),
        );
        return { success: true, msg: messages.added, data: toApi(row) };
      },
    );

    app.get(
      config.detailPath,
      {
        config: provider,
        schema: {
          tags: [tag],
          params: schemas.params,
          response: { 200: schemas.one, ...refusals, 404: errorEnvelope },
        },
      },
      async (request) => ({
        success: true,
        data: await service.detailsForGroup(providerGroupOf(request).groupId, request.params.id),
      }),
    );

    app.put(
      '/:id',
      {
        config: provider,
        schema: {
          tags: [tag],
          description: descriptions.update,
          params: schemas.params,
          body: schemas.body,
          response: { 200: schemas.one, ...ownMemberRefusals },
        },
      },
      async (request) => {
        const { groupId } = providerGroupOf(request);
        const row = await service.update(groupId, request.params.id, request.body as Fields);
        return { success: true, msg: messages.updated, data: toApi(row) };
      },
    );

    for (const action of ['retire', 'reinstate'] as const) {
      app.put(
        `/:id/${action}`,
        {
          config: provider,
          schema: {
            tags: [tag],
            description: descriptions[action],
            params: schemas.params,
            response: { 200: schemas.one, ...ownMemberRefusals },
          },
        },
        async (request) => {
          const row = await service[action](providerGroupOf(request).groupId, request.params.id);
          const msg = action === 'retire' ? messages.retired : messages.reinstated;
          return { success: true, msg, data: toApi(row) };
        },
      );
    }
  };
}
