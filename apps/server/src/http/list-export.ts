import {
  columnValue,
  formatCell,
  storeDateOf,
  visibleColumns,
  type ListPage,
  type ListSpec,
} from '@commerce/domain';
import type { ListQuery } from './list-query.ts';
import { KeyWalk } from './list-run.ts';

/**
 * Rows read per statement while exporting: big enough to be cheap, small enough to stream. A list's batches
 * are found by their keys (list-run.ts, KeyWalk); one without a one-column key pages by offset, where the
 * walk past earlier rows grows with the square of the rows over the batch.
 */
export const EXPORT_BATCH_SIZE = 5000;

export interface CsvExport {
  fileName: string;
  /** The file's text: the header line, then each batch's lines as one piece, read as the consumer pulls. */
  chunks: AsyncIterable<string>;
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
  const line = (item: TItem) =>
    `${columns.map((column) => csvField(formatCell(column.format, columnValue(column, item)))).join(',')}\r\n`;
  // A batch is one chunk of the stream: a chunk per line cost a stream push and a socket write per row. The
  // next batch is asked for before this one is written out, so the database reads while the CSV is made.
  async function* chunks() {
    yield `\uFEFF${columns.map((column) => csvField(column.header)).join(',')}\r\n`;
    const walk = new KeyWalk(batch);
    let next: Promise<ListPage<TItem>> | undefined = page({ ...at(1), walk });
    for (let number = 1; next; number++) {
      const { Items }: ListPage<TItem> = await next;
      const last: boolean = walk.started ? walk.done : Items.length < batch;
      next = last ? undefined : page({ ...at(number + 1), walk });
      if (Items.length > 0) yield Items.map(line).join('');
    }
  }
  // Named by the store's day, as staff read dates: an export at 8 pm in Minneapolis is not tomorrow's.
  return { fileName: `${spec.id}-${storeDateOf()}.csv`, chunks: chunks() };
}
