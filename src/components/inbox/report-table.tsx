import type { ReactNode } from 'react';

type ReportTableProps = {
  id: string;
  caption: string;
  labelColumn: string;
  columns: ReadonlyArray<{ key: string; label: string }>;
  /** A row per week, team or person: its label, then its figures, formatted, in the columns' order. */
  rows: ReadonlyArray<{ key: string; label: string; cells: ReadonlyArray<string> }>;
  /** The classes of a row's label (a row header) and of its figures' cells. */
  labelClassName: string;
  cellClassName: string;
  /** A footer under the rows (the whole period's figures). */
  footer?: ReactNode;
};

/**
 * A table of the report in its box: its caption, a header row (the rows' label first, then the figures' columns), its
 * rows and any footer. Narrow columns fit a 375 px phone; the box scrolls should a language's words not fit (a
 * focusable region, so a keyboard scrolls it too).
 */
export function ReportTable({ id, caption, labelColumn, columns, rows, labelClassName, cellClassName, footer }: ReportTableProps) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white" role="region" aria-labelledby={id} tabIndex={0}>
      <table className="w-full border-collapse text-[13px]">
        <caption id={id} className="px-3 py-2 text-start text-base font-semibold">
          {caption}
        </caption>
        <thead className="bg-slate-50 text-xs text-slate-700">
          <tr>
            <th scope="col" className="px-[3px] py-2 text-start align-bottom font-semibold">
              {labelColumn}
            </th>
            {columns.map((column) => (
              <th key={column.key} scope="col" className="px-[3px] py-2 text-end align-bottom leading-tight font-semibold">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className={labelClassName}>
                {row.label}
              </th>
              {columns.map((column, index) => (
                <td key={column.key} className={cellClassName}>
                  {row.cells[index]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {footer}
      </table>
    </div>
  );
}
