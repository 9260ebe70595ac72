import { Readable } from 'node:stream';
import { listPageSchema, listQuerySchema, type ListPage } from '@commerce/domain';
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { validationFailure } from './errors.ts';
import type { DefinedList, ListField, ListQuery } from './list-query.ts';
import { principalOf } from './principal.ts';
import type { PgTable } from 'drizzle-orm/pg-core';

/** The list's query string: the list convention, plus `format=csv` (and `columns`) for the export. */

export interface ListRouteOptions<Item> {
  /** The list's contract (packages/domain): its path and the schema of a row. */
  api: { path: string; item: z.ZodType<Item> };
  config: RouteShorthandOptions['config'];
  tags: string[];
  summary: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  list: DefinedList<PgTable, Record<string, ListField>> | DefinedList<any, any>;
  /** One page for the parsed query, as the caller may see it (their own restrictions applied here). */
  page(request: FastifyRequest, query: ListQuery): Promise<ListPage<Item>>;
  /** Query parameters the route reads itself (e.g. `jobType`); kept out of the list convention. */
  ownParams?: readonly string[];
}

const single = (value: unknown): string | undefined => (Array.isArray(value) ? value[0] : (value as string));

/**
 * GET {path}: one page in the list convention, or — with `format=csv` — every matching row as a CSV file
 * (streamed in batches through the same `page` function, so the same filters, search, sort and permissions
 * apply; `columns=A,B` picks the columns as the screen shows them). The export is the list's own route, so
 * no list needs a second permission declaration and no path can collide with a record's ID.
 */
export function listRoute<Item>(app: FastifyInstance, options: ListRouteOptions<Item>) {
  app.withTypeProvider<ZodTypeProvider>().get(
    options.api.path,
    {
      config: options.config,
      schema: {
        tags: options.tags,
        summary: `${options.summary} (format=csv: every matching row as CSV; columns=A,B chooses the columns)`,
        querystring: listQuerySchema,
        response: { 200: listPageSchema(options.api.item) },
      },
    },
    async (request, reply) => {
      const { format, columns, ...rest } = request.query;
      const listParams = Object.fromEntries(
        Object.entries(rest).filter(([key]) => !options.ownParams?.includes(key)),
      );
      const query = options.list.parse(listParams, principalOf(request));
      const wanted = single(format);
      if (wanted === undefined || wanted === '') return options.page(request, query);
      if (wanted !== 'csv') throw validationFailure({ format: 'must be csv' }, 'format must be csv.');
      const chosen =
        single(columns)
          ?.split(',')
          .map((column) => column.trim())
          .filter(Boolean) ?? null;
      const csv = options.list.exportCsv((page) => options.page(request, page), query, chosen);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csv.fileName}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(csv.chunks) as never);
    },
  );
}
