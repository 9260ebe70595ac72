import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * One rule for unknown body fields on every route: refused (400, `Data.Fields` names each), never dropped
 * silently. Rather than every schema saying `.strict()`, the validator compiler makes each request body's
 * objects strict — nested ones too, through optional, nullable, default, array, union, record, tuple and
 * pipe. Objects that declare their own rest (`z.looseObject`, a catchall) keep it: those are the places
 * the API convention leaves open. Responses and query strings are not touched.
 */
type Schema = z.ZodType;

const strictCache = new WeakMap<Schema, Schema>();

function withDef(schema: Schema, changes: Record<string, unknown>): Schema {
  const def = schema._zod.def as unknown as Record<string, unknown>;
  return (schema as unknown as { clone(def: unknown): Schema }).clone({ ...def, ...changes });
}

/** Where a wrapper keeps the schema it wraps (optional, array …) or the schemas (union, tuple). */
const WRAPPED_ONE: Record<string, string> = {
  optional: 'innerType',
  nullable: 'innerType',
  default: 'innerType',
  prefault: 'innerType',
  nonoptional: 'innerType',
  readonly: 'innerType',
  catch: 'innerType',
  array: 'element',
  record: 'valueType',
};
const WRAPPED_MANY: Record<string, string> = { union: 'options', tuple: 'items' };

function makeStrict(schema: Schema): Schema {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const one = WRAPPED_ONE[def.type];
  if (one) return withDef(schema, { [one]: strictBody(def[one] as Schema) });
  const many = WRAPPED_MANY[def.type];
  if (many) return withDef(schema, { [many]: (def[many] as Schema[]).map(strictBody) });
  if (def.type === 'object') {
    if (def.catchall !== undefined && (def.catchall as Schema)._zod.def.type !== 'never') return schema;
    const shape = def.shape as Record<string, Schema>;
    return withDef(schema, {
      shape: Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, strictBody(value)])),
      catchall: z.never(),
    });
  }
  if (def.type === 'pipe') {
    // `a.transform(f)` checks the input with `a`; `z.preprocess(f, b)` checks f's output with `b`.
    const input = def.in as Schema;
    const preprocess = input._zod.def.type === 'transform';
    return withDef(schema, {
      in: strictBody(input),
      out: preprocess ? strictBody(def.out as Schema) : def.out,
    });
  }
  return schema;
}

export function strictBody(schema: Schema): Schema {
  let strict = strictCache.get(schema);
  if (!strict) {
    strict = makeStrict(schema);
    strictCache.set(schema, strict);
  }
  return strict;
}

/** fastify-type-provider-zod's compiler, with request bodies made strict. */
export const strictBodyValidatorCompiler: FastifySchemaCompiler<Schema> = (route) =>
  validatorCompiler(route.httpPart === 'body' ? { ...route, schema: strictBody(route.schema) } : route);
