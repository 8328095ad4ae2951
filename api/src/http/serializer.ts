import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;
type ZodSerializerCompiler = typeof zodSerializerCompiler;
type RouteSchema = Parameters<ZodSerializerCompiler>[0];

/** Keywords fast-json-stringify can only honour by validating each value with Ajv (slow). */
const NEEDS_VALIDATION = new Set(['anyOf', 'oneOf', 'allOf', 'not', 'if', '$ref']);

/** JSON types written without looking inside the value. */
const PRIMITIVE_TYPES = new Set<unknown>(['string', 'number', 'integer', 'boolean']);

/**
 * `anyOf: [{ type: T, ... }, { type: 'null' }]` (zod's nullable enum), T a primitive, as `type: [T, 'null']`: the
 * value constraints beside the type matter to validation only, never to how a value is written.
 */
function nullableAsTypeList(schema: JsonSchema): JsonSchema {
  const anyOf = schema.anyOf;
  if (!Array.isArray(anyOf) || anyOf.length !== 2) return schema;
  const [value, nothing] = anyOf as JsonSchema[];
  const type = value?.type;
  if (nothing?.type !== 'null' || !PRIMITIVE_TYPES.has(type)) return schema;
  return { type: [type, 'null'] };
}

/**
 * The schema as fast-json-stringify takes it, or undefined when some part of it would make
 * fast-json-stringify validate values at run time.
 */
function plainSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) {
    const items = schema.map(plainSchema);
    return items.includes(undefined) ? undefined : items;
  }
  if (typeof schema !== 'object' || schema === null) return schema;
  const normalised = nullableAsTypeList(schema as JsonSchema);
  const plain: JsonSchema = {};
  for (const [keyword, value] of Object.entries(normalised)) {
    if (NEEDS_VALIDATION.has(keyword)) return undefined;
    const converted = plainSchema(value);
    if (converted === undefined) return undefined;
    plain[keyword] = converted;
  }
  return plain;
}

/**
 * Response serialisation from the contract's zod schemas, compiled once per route: the schema's
 * JSON Schema becomes a fast-json-stringify function, which writes exactly the contract's fields
 * (anything else a service returned is left out, as zod's parse strips it) without parsing every
 * item of a list through zod on each response. The handlers' return types are checked against the
 * same schemas at compile time. Schemas JSON Schema cannot express, or that would need run-time
 * validation to serialise (unions), keep fastify-type-provider-zod's parse-then-stringify.
 */
export const serializerCompiler: FastifySerializerCompiler<RouteSchema['schema']> = (route) => {
  let json: unknown;
  try {
    json = plainSchema(
      z.toJSONSchema(route.schema as z.ZodType, {
        io: 'output',
        target: 'draft-7',
        unrepresentable: 'throw',
      }),
    );
  } catch {
    json = undefined;
  }
  if (json === undefined) return zodSerializerCompiler(route);
  const stringify = fastJson(json as Parameters<typeof fastJson>[0]);
  return (data) => stringify(data);
};
