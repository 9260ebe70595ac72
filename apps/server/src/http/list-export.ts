import { columnValue, formatCell, visibleColumns, type ListPage, type ListSpec } from '@commerce/domain';
import type { ListQuery } from './list-query.ts';

/**
 * Rows read per statement while exporting: big enough to be cheap, small enough to stream. Each batch is a
 * page at an offset, so the walk past earlier rows grows with the square of the rows over the batch: 575,000
 * shipments exported in 56-63 s at 1,000 a batch and 31-36 s at 5,000, at the same peak memory (about 500 MB
 * of the server's RSS either way).
 */
export const EXPORT_BATCH_SIZE = 5000;

export interface CsvExport {
  fileName: string;
  /** The file's text, line by line (header first), read batch by batch as the consumer pulls. */
  lines: AsyncIterable<string>;
}

/** A CSV field: quoted when it holds a quote, a comma or a line break; a leading =+-@ is neutralised. */
export function csvField(text: string): string {
  // A cell starting with a formula character would run as a formula in a spreadsheet (CSV injection).
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The query's pages from the first on, at the export's batch size (the request's own paging is ignored). */
export function exportPages(query: ListQuery, batch = EXPORT_BATCH_SIZE): (page: number) => ListQuery {
  return (page) => ({ ...query, page, pageSize: batch, limit: batch, offset: (page - 1) * batch });
}

/**
 * Every row matching the request (not only the page), through the same function that answers the list
 * (so the same filters, search, sort and permissions apply), as CSV with the spec's columns (the ones
 * chosen in `columns`, else the default set). The first line is the header; a BOM lets spreadsheets read UTF-8.
 */
export function exportCsv<TItem>(
  spec: ListSpec,
  query: ListQuery,
  page: (query: ListQuery) => Promise<ListPage<TItem>>,
  chosenColumns: readonly string[] | null = null,
  batch = EXPORT_BATCH_SIZE,
): CsvExport {
  const columns = visibleColumns(spec, chosenColumns);
  const at = exportPages(query, batch);
  async function* lines() {
    yield `\uFEFF${columns.map((column) => csvField(column.header)).join(',')}\r\n`;
    for (let number = 1; ; number++) {
      const { Items } = await page(at(number));
      for (const item of Items) {
        yield `${columns.map((column) => csvField(formatCell(column.format, columnValue(column, item)))).join(',')}\r\n`;
      }
      if (Items.length < batch) return;
    }
  }
  const day = new Date().toISOString().slice(0, 10);
  return { fileName: `${spec.id}-${day}.csv`, lines: lines() };
}
