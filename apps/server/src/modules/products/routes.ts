import {
  categoryProductsRoute,
  colorTableRoute,
  createFeeRoute,
  feeChoicesRoute,
  PRODUCT_LOOKUP_KINDS,
  productApi,
  productCategoriesRoute,
  productFacetsRoute,
  productImagesRoute,
  productLookupRoute,
  saveCategoryProductsRoute,
  saveColorRoute,
} from '@commerce/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServingDeps } from '../../app-deps.ts';
import { acceptImageUploads, IMAGE_UPLOAD } from '../assets/public.ts';
import { requireFeature, unversioned } from '../../http/access.ts';
import { forbidden } from '../../http/errors.ts';
import { serve } from '../../http/api-route.ts';
import { listRoute } from '../../http/list-route.ts';
import { actorOf, holdsAny, principalOf } from '../../http/principal.ts';
import { recordRoutes } from '../../http/record-routes.ts';
import { categoryProducts, productLookup, saveCategoryProducts } from './assignments.ts';
import { productDetail } from './detail.ts';
import { assignableCategories } from '../categories/public.ts';
import { colorTable, listProducts, productFacets, productList } from './queries.ts';
import { uploadProductImages } from './image-upload.ts';
import { createFee, feeChoices, saveColor, saveProductSection, saveSkuSection } from './service.ts';

/** Products and SKUs (spec 2 §2–§8): the list with its drill-down, the product page and its sections. */
export const productRoutes =
  (deps: ServingDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { database, config } = deps;
    await acceptImageUploads(app);
    const db = database.db;
    const tags = ['products'];
    const read = requireFeature('product-reader');

    listRoute(app, {
      api: productApi,
      config: read,
      tags,
      summary:
        'Products, one row per SKU, never events: search (SKU, product code, name, web name; 3 characters), ' +
        'sortBy (ID, xp.ProductCode, Name), filters Active, Bucket (1–3), Flags (featured|grown|exclusive|' +
        'nostock, any of), xp.CurrentDepartment, xp.CurrentClass, xp.CurrentFineline, CategoryID',
      list: productList,
      page: (_request, query) => listProducts(db, query),
    });

    serve(
      app,
      productFacetsRoute,
      {
        config: read,
        tags,
        summary:
          'The department → class → fineline drill-down: every department, the classes of dept=, the ' +
          'finelines of dept= and cls=, each with its product count (default SKUs, not events)',
      },
      async (request) => productFacets(db, request.query),
    );

    serve(
      app,
      productCategoriesRoute,
      {
        config: read,
        tags,
        summary:
          'Categories products can be assigned to (leaves of Bachmans): all (up to 500), or with search= the ' +
          'first pageSize (default 10) matches of ID or name',
      },
      async (request) => {
        const { search, pageSize } = request.query;
        return {
          Items: await assignableCategories(db, search || undefined, search ? (pageSize ?? 10) : 500),
        };
      },
    );

    serve(
      app,
      productLookupRoute,
      {
        config: requireFeature(
          ...new Set(Object.values(PRODUCT_LOOKUP_KINDS).flatMap((kind) => kind.readKeys)),
        ),
        tags,
        summary:
          'Pickers: kind=product (default; default SKUs, never events: product-reader or categories-reader) ' +
          'or kind=event (events: events-reader), by name; search= (SKU, code, name, web name), codes= ' +
          '(A|B), 25 a page with HasMore',
      },
      async (request) => {
        const kind = request.query.kind ?? 'product';
        if (!holdsAny(principalOf(request), ...PRODUCT_LOOKUP_KINDS[kind].readKeys))
          throw forbidden(`Looking up ${kind}s needs ${PRODUCT_LOOKUP_KINDS[kind].readKeys.join(' or ')}.`);
        return productLookup(db, request.query);
      },
    );

    serve(
      app,
      categoryProductsRoute,
      {
        config: requireFeature('categories-reader', 'product-reader'),
        tags,
        summary: 'The products assigned to a category (their default SKUs), all of them',
      },
      async (request) => ({ Items: await categoryProducts(db, request.params.id) }),
    );

    serve(
      app,
      saveCategoryProductsRoute,
      {
        config: unversioned(
          requireFeature('categories-edit', 'product-categories'),
          'adds and removes the named product codes; each is idempotent, so nothing else is overwritten',
        ),
        tags,
        summary:
          'Assign (Add) and unassign (Remove) products by code, every SKU of each, then touch each product (C-7)',
      },
      async (request) => {
        await db.transaction((tx) =>
          saveCategoryProducts(tx, actorOf(request), request.params.id, request.body),
        );
        return { Items: await categoryProducts(db, request.params.id) };
      },
    );

    serve(
      app,
      productImagesRoute,
      {
        config: unversioned(
          requireFeature('product-images'),
          'appends uploaded images to the SKUs their names match; nothing is overwritten',
        ),
        tags,
        summary:
          'Upload product images (multipart, one or more files named by SKU ID or product code, C-11): each is ' +
          'checked, kept in the asset library and added to that SKU or every SKU of the product; a file whose ' +
          'name matches none is reported and not kept. A result per file',
        upload: { ...IMAGE_UPLOAD, fields: [] },
      },
      async (request) => ({ Items: await uploadProductImages(deps, request) }),
    );

    serve(
      app,
      colorTableRoute,
      { config: read, tags, summary: 'The colour table: colour names with their colour code or image URL' },
      async () => ({ Items: await colorTable(db) }),
    );

    serve(
      app,
      saveColorRoute,
      {
        config: unversioned(
          requireFeature('product-web'),
          'sets one colour’s code; the last save is the colour',
        ),
        tags,
        summary: 'Save a colour of the colour table: {colorName, colorCode} (a hex code or an image URL)',
      },
      async (request) => {
        await db.transaction((tx) => saveColor(tx, actorOf(request), request.body));
        return { Items: await colorTable(db) };
      },
    );

    serve(
      app,
      feeChoicesRoute,
      { config: requireFeature('product-reader'), tags, summary: 'Assembly and placement fees' },
      async () => ({ Items: await feeChoices(db) }),
    );

    serve(
      app,
      createFeeRoute,
      {
        config: unversioned(requireFeature('product-fees-edit'), 'creates a new fee; a taken name is a 409'),
        tags,
        summary:
          "Create a fee named 'SF-OMS {TYPE} FEES $ {value}' (non-zero; 409 'This fee already exists')",
      },
      async (request) => db.transaction((tx) => createFee(tx, actorOf(request), request.body)),
    );

    recordRoutes(app, db, {
      api: productApi,
      tags,
      read: {
        config: read,
        summary: 'A product: its SKUs (default first), resolved delivery / ASE / warranty, fees, categories',
        load: (db, code) => productDetail(db, code, config.STOREFRONT_URL),
      },
      sectionTables: {
        product: {
          summary:
            'Save a product-level section on every SKU in one transaction (C-12): default-sku (product-web), ' +
            'flags, fees (product-fees-assign), categories, warranty, key-specs (product-specs), related and ' +
            'articles (product-articles). If-Match = the product version',
          run: async (tx, actor, { id: code, version, section, body }) => {
            const input = { code, section, version, body } as Parameters<typeof saveProductSection>[2];
            await saveProductSection(tx, actor, input);
            return productDetail(tx, code, config.STOREFRONT_URL);
          },
        },
        sku: {
          summary:
            'Save a section of one SKU (C-12): web and description (product-web), visibility, pricing (price ' +
            'schedule and xp.Price), inventory, delivery and non-delivery-dates (product-delivery), ase ' +
            '(dcf-ase-assign), images. If-Match = the product version',
          run: async (tx, actor, { id: code, version, section, body, params }) => {
            const input = { code, skuId: params.id, section, version, body } as Parameters<
              typeof saveSkuSection
            >[2];
            await saveSkuSection(tx, actor, input);
            return productDetail(tx, code, config.STOREFRONT_URL);
          },
        },
      },
    });
  };
