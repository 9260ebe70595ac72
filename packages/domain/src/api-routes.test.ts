import { describe, expect, it } from 'vitest';
import { fillPath, recordSectionRoute, recordUpdateRoute, tableSectionRoute } from './api-routes.ts';
import { customerApi, customerStatusSchema } from './customers.ts';
import { dcfApi, dcfWarrantyBodySchema } from './dcf.ts';
import { PRODUCT_SECTIONS, productApi, SKU_SECTIONS } from './products.ts';

describe("a record's section routes", () => {
  it('put a section below the record, with its method and body from the contract', () => {
    const status = recordSectionRoute(customerApi, 'status');
    expect(status).toMatchObject({
      method: 'PUT',
      path: '/customers/:id/status',
      body: customerStatusSchema,
    });
    const note = recordSectionRoute(customerApi, 'notes/:noteId');
    expect(note.method).toBe('PATCH');
    expect(fillPath(note.path, { id: 'C 1', noteId: 7 })).toBe('/customers/C%201/notes/7');
    expect(recordSectionRoute(customerApi, 'account-number').body).toBeUndefined();
  });

  it("name a section table's section by the route's last segment, below `under`", () => {
    const pricing = tableSectionRoute(productApi, 'sku', 'pricing');
    expect(pricing).toMatchObject({ method: 'PUT', body: SKU_SECTIONS.pricing.schema });
    expect(fillPath(pricing.path, { code: 'P1', id: '204440' })).toBe('/products/P1/skus/204440/pricing');
    const flags = tableSectionRoute(productApi, 'product', 'flags');
    expect([flags.path, flags.body]).toEqual(['/products/:code/flags', PRODUCT_SECTIONS.flags.schema]);
  });

  it("keep the parameters of the record's own path (a DCF value under its type)", () => {
    const warranty = tableSectionRoute(dcfApi, 'value', 'warranty');
    expect(warranty.body).toBe(dcfWarrantyBodySchema);
    expect(fillPath(warranty.path, { type: 'classes', value: 'A/B' })).toBe('/dcf/classes/A%2FB/warranty');
  });

  it("make the record's own change a PATCH of the record with the contract's update", () => {
    expect(recordUpdateRoute(customerApi)).toMatchObject({
      method: 'PATCH',
      path: '/customers/:id',
      body: customerApi.update,
      response: customerApi.detail,
    });
  });
});
