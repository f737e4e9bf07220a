import 'server-only';

export const EXPORT_COLUMNS = ['id', 'created_at', 'locale', 'name', 'country', 'mobile', 'message', 'status'] as const;

export type ExportColumn = (typeof EXPORT_COLUMNS)[number];
export type ExportRecord = Record<ExportColumn, string>;

// OWASP "CSV injection": a spreadsheet runs a cell starting with one of these as a formula.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: formula starts neutralised with `'`, then RFC 4180 quoting when needed. */
export function toCsvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** RFC 4180 CSV (CRLF line ends) with the export header, one line per record. */
export function toLeadsCsv(records: Iterable<ExportRecord>): string {
  const lines = [EXPORT_COLUMNS.join(',')];
  for (const record of records) lines.push(EXPORT_COLUMNS.map((column) => toCsvCell(record[column])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
