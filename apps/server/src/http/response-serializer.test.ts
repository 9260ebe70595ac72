import { customerListItemSchema, listPageSchema } from '@commerce/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializer } from './response-serializer.ts';

const serializerFor = (mode: 'compiled' | 'checked', schema: z.ZodType) =>
  responseSerializer(mode)({ schema, method: 'GET', url: '/test', httpStatus: '200' });

const customer = {
  ID: 'c1',
  Username: 'rose@example.com',
  FirstName: 'Rose',
  LastName: 'Petal',
  Email: 'rose@example.com',
  Phone: null,
  Active: true,
  DateCreated: '2026-01-02T03:04:05.000Z',
  xp: {
    Charge: '',
    EagleCustomerNumber: null,
    LastOrderSubmitted: null,
    LastLoginTimeStamp: null,
    OrderCloudToCecsCustomerTimeStamp: null,
    TrainingUsers: false,
  },
};

describe('the compiled response serializer', () => {
  const page = listPageSchema(customerListItemSchema);

  it('writes a list page as the checked serializer does', () => {
    const data = {
      Meta: { Page: 1, PageSize: 100, TotalCount: 1, TotalPages: 1, ItemRange: [1, 1] },
      Items: [customer],
    };
    expect(serializerFor('checked', page)(data)).toBe(JSON.stringify(page.parse(data)));
    expect(JSON.parse(serializerFor('compiled', page)(data))).toEqual(page.parse(data));
  });

  it('writes only the declared fields: a row’s other columns never leak', () => {
    const schema = z.object({
      ID: z.string(),
      Note: z.string().nullable(),
      Tags: z.array(z.string()).optional(),
    });
    const written = serializerFor('compiled', schema)({ ID: 'u1', Note: null, passwordHash: 'secret' });
    expect(JSON.parse(written)).toEqual({ ID: 'u1', Note: null });
  });

  it('is compiled, not checked: it does not parse the answer', () => {
    const schema = z.object({ Code: z.string().min(5) });
    expect(() => serializerFor('checked', schema)({ Code: 'ab' })).toThrow();
    expect(serializerFor('compiled', schema)({ Code: 'ab' })).toBe('{"Code":"ab"}');
  });

  it('keeps the check for a schema JSON Schema cannot express', () => {
    const schema = z.object({ At: z.number().transform((ms) => new Date(ms).toISOString()) });
    expect(serializerFor('compiled', schema)({ At: 0 })).toBe('{"At":"1970-01-01T00:00:00.000Z"}');
  });
});
