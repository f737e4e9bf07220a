import type { ReactNode } from 'react';

/**
 * A table of the report in its box: its caption, a header row (the rows' label first, then the figures' columns) and
 * its rows (`children`: the body, and a footer). Narrow columns fit a 375 px phone; the box scrolls should a language's
 * words not fit (a focusable region, so a keyboard scrolls it too).
 */
export function ReportTable({ id, caption, labelColumn, columns, children }: { id: string; caption: string; labelColumn: string; columns: ReadonlyArray<{ key: string; label: string }>; children: ReactNode }) {
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
              <th key={column.key} scope="col" className="px-[3px] py-2 text-end align-bottom font-semibold leading-tight">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}
