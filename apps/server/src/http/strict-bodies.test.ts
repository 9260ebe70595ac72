import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { strictBody } from './strict-bodies.ts';

const unknownKeys = (schema: z.ZodType, value: unknown) =>
  (strictBody(schema).safeParse(value).error?.issues ?? [])
    .filter((issue) => issue.code === 'unrecognized_keys')
    .map((issue) => [issue.path.join('.'), (issue as { keys: string[] }).keys]);

describe('strict request bodies', () => {
  it('refuses unknown keys at every level, through optional, nullable, default, array, union, record, pipes', () => {
    const schema = z
      .object({
        a: z.object({ b: z.string() }).optional(),
        c: z.array(z.object({ d: z.number() })).default([]),
        e: z.union([z.object({ f: z.boolean() }), z.string()]).nullable(),
        g: z.record(z.string(), z.object({ h: z.string() })),
        i: z.object({ j: z.string() }).transform((value) => value.j),
        k: z.preprocess((value) => value, z.object({ l: z.string() })),
      })
      .refine((body) => body.g !== undefined, 'g is needed');
    const body = {
      a: { b: 'x', extra1: 1 },
      c: [{ d: 1, extra2: 1 }],
      e: { f: true },
      g: { any: { h: 'x', extra3: 1 } },
      i: { j: 'x', extra4: 1 },
      k: { l: 'x', extra5: 1 },
      extra0: 1,
    };
    expect(unknownKeys(schema, body)).toEqual(
      expect.arrayContaining([
        ['', ['extra0']],
        ['a', ['extra1']],
        ['c.0', ['extra2']],
        ['g.any', ['extra3']],
        ['i', ['extra4']],
        ['k', ['extra5']],
      ]),
    );
    // The schema's own checks still apply, and the original schema is left as it was.
    expect(strictBody(schema).safeParse({ ...body, g: undefined }).success).toBe(false);
    expect(schema.safeParse(body).success).toBe(true);
  });

  it('leaves objects that declare their own rest (looseObject, catchall) open', () => {
    const schema = z.object({
      xp: z.looseObject({ a: z.string() }),
      more: z.object({}).catchall(z.number()),
    });
    expect(strictBody(schema).safeParse({ xp: { a: 'x', b: 'y' }, more: { n: 1 } }).success).toBe(true);
    expect(unknownKeys(schema, { xp: { a: 'x' }, more: {}, other: 1 })).toEqual([['', ['other']]]);
  });
});
