import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { todayInDhaka } from '@portal/shared/dates';
import type { Language } from '@portal/shared/language';
import { textsIn, type ServerTextKey } from '../texts';
import { requestLanguage } from './language';

/**
 * CSV downloads (RFC 4180) that are safe to open in a spreadsheet: text cells are quoted when they
 * hold a comma, a quote or a line break, and a text cell that a spreadsheet would run as a formula
 * is prefixed with `'` (OWASP "CSV injection"). Numbers are written as they are. A download starts
 * with a UTF-8 byte order mark, so a spreadsheet (Excel) reads Bangla titles as Bangla, and its
 * header row is in the reader's language.
 */

/** The byte order mark that tells a spreadsheet the file is UTF-8. */
export const UTF8_BOM = '\uFEFF';

/** A cell holding a plain number, such as an id or an amount ("1500.00"): written untouched. */
export interface CsvNumber {
  readonly number: string;
}

/** Text (escaped), a plain number (untouched) or nothing (an empty cell). */
export type CsvCell = string | CsvNumber | null;

const PLAIN_NUMBER = /^\d+(\.\d+)?$/;

/** A number cell; refuses anything but digits with an optional fraction, so it can hold no formula. */
export function csvNumber(value: number | string): CsvNumber {
  const text = String(value);
  if (!PLAIN_NUMBER.test(text)) throw new TypeError(`not a plain number: ${text}`);
  return { number: text };
}

/** A spreadsheet reads a cell starting with one of these as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One text cell: defused if it could start a formula, then quoted if RFC 4180 requires it. */
export function csvText(text: string): string {
  const defused = FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(defused) ? `"${defused.replaceAll('"', '""')}"` : defused;
}

/** One record: the cells joined by commas and ended by CRLF. */
export function csvRecord(cells: readonly CsvCell[]): string {
  const fields = cells.map((cell) => {
    if (cell === null) return '';
    return typeof cell === 'string' ? csvText(cell) : cell.number;
  });
  return `${fields.join(',')}\r\n`;
}

/** A column of a CSV download: its header (a message, src/locales `csv.*`) and how a row fills it. */
export interface CsvColumn<T> {
  header: ServerTextKey;
  cell(row: T): CsvCell;
}

/**
 * The byte order mark and the header record in `language`, then one record per row, produced only
 * as fast as the client reads: `rows` is pulled lazily (e.g. page by page from the database), so no
 * whole table is held in memory.
 */
export function csvStream<T>(
  columns: readonly CsvColumn<T>[],
  rows: AsyncIterable<T>,
  language: Language,
): Readable {
  const say = textsIn(language);
  async function* records(): AsyncGenerator<string> {
    yield UTF8_BOM + csvRecord(columns.map((column) => say(column.header)));
    for await (const row of rows) yield csvRecord(columns.map((column) => column.cell(row)));
  }
  return Readable.from(records());
}

/**
 * Streams `rows` as the download `<name>-YYYY-MM-DD.csv`, dated today in Asia/Dhaka, its headers
 * in the language of the answer to `request`.
 */
export function sendCsv<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
  columns: readonly CsvColumn<T>[],
  rows: AsyncIterable<T>,
): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${todayInDhaka()}.csv"`)
    .send(csvStream(columns, rows, requestLanguage(request)));
}
