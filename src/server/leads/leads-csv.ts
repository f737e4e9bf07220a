// `spam_reason`: why the filter filed the lead as spam (empty for a lead it passed; kept on a restored lead).
// `assignee`: the name of the person the lead is assigned to; `last_note`: the newest note in the lead's history
// (empty when none, or erased). Both came later, so they come last: a reader that counts columns keeps its place.
const EXPORT_COLUMNS = ['id', 'created_at', 'locale', 'name', 'country', 'mobile', 'message', 'status', 'spam_reason', 'assignee', 'last_note'] as const;

type ExportColumn = (typeof EXPORT_COLUMNS)[number];
export type ExportRecord = Record<ExportColumn, string>;

/**
 * OWASP "CSV injection": a spreadsheet runs a cell as a formula when it starts with one of = + - @ (or their
 * full-width forms, which some locales' spreadsheets read as the same), after any whitespace, control or
 * invisible format character (a leading zero-width space hides `=1+1` from the eye, not from the spreadsheet),
 * and a cell that starts with a tab or carriage return can be read as the next cell or line.
 */
const FORMULA_START = /^[\s\p{Cc}\p{Cf}]*[=+\-@\uff1d\uff0b\uff0d\uff20]|^[\t\r]/u;
/** Quoted: anything holding a separator a spreadsheet may use (`,` `;` tab), a quote or a line break. */
const NEEDS_QUOTES = /[",;\t\r\n]/;

/** One CSV cell: formula starts neutralised with `'`, then RFC 4180 quoting when needed. */
export function toCsvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * The UTF-8 byte-order mark: Excel reads a CSV file without it in the machine's legacy code page, which garbles every
 * Chinese name. Scripts reading the operator's export (stdout, GET /api/leads) would take it for part of the first
 * column's name, so only the inbox's download, made for a spreadsheet, starts with it.
 */
const UTF8_BOM = '\ufeff';

/** RFC 4180 CSV (CRLF line ends) with the export header, one line per record; `byteOrderMark` for a spreadsheet. */
export function toLeadsCsv(records: Iterable<ExportRecord>, { byteOrderMark = false } = {}): string {
  const lines = [EXPORT_COLUMNS.join(',')];
  for (const record of records) lines.push(EXPORT_COLUMNS.map((column) => toCsvCell(record[column])).join(','));
  return `${byteOrderMark ? UTF8_BOM : ''}${lines.join('\r\n')}\r\n`;
}
