import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type ResponseSchema = Parameters<FastifySerializerCompiler<z.ZodType>>[0];

/**
 * Responses are written by a serializer compiled from each route's zod contract (through its
 * JSON Schema), not by validating and JSON.stringify-ing every answer: only the contract's
 * fields are ever sent, and a big list serializes several times faster. A schema JSON Schema
 * cannot express falls back to zod's own serializer.
 */
export const schemaSerializerCompiler = (route: ResponseSchema) => {
  const schema = route.schema;
  if (!(schema instanceof z.ZodType)) return zodSerializerCompiler(route);
  try {
    const jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-7' });
    return fastJsonStringify(jsonSchema as Parameters<typeof fastJsonStringify>[0]);
  } catch {
    return zodSerializerCompiler(route);
  }
};
