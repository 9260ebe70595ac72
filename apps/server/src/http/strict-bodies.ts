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

export function strictBody(schema: Schema): Schema {
  const cached = strictCache.get(schema);
  if (cached) return cached;
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  let strict: Schema = schema;
  switch (def.type) {
    case 'object': {
      if (def.catchall !== undefined && (def.catchall as Schema)._zod.def.type !== 'never') break;
      const shape = def.shape as Record<string, Schema>;
      strict = withDef(schema, {
        shape: Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, strictBody(value)])),
        catchall: z.never(),
      });
      break;
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      strict = withDef(schema, { innerType: strictBody(def.innerType as Schema) });
      break;
    case 'array':
      strict = withDef(schema, { element: strictBody(def.element as Schema) });
      break;
    case 'union':
      strict = withDef(schema, { options: (def.options as Schema[]).map(strictBody) });
      break;
    case 'record':
      strict = withDef(schema, { valueType: strictBody(def.valueType as Schema) });
      break;
    case 'tuple':
      strict = withDef(schema, { items: (def.items as Schema[]).map(strictBody) });
      break;
    case 'pipe': {
      // `a.transform(f)` checks the input with `a`; `z.preprocess(f, b)` checks f's output with `b`.
      const input = def.in as Schema;
      const preprocess = input._zod.def.type === 'transform';
      strict = withDef(schema, {
        in: strictBody(input),
        out: preprocess ? strictBody(def.out as Schema) : def.out,
      });
      break;
    }
    default:
      break;
  }
  strictCache.set(schema, strict);
  return strict;
}

/** fastify-type-provider-zod's compiler, with request bodies made strict. */
export const strictBodyValidatorCompiler: FastifySchemaCompiler<Schema> = (route) =>
  validatorCompiler(route.httpPart === 'body' ? { ...route, schema: strictBody(route.schema) } : route);
