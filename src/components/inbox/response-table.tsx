import { useTranslations } from 'use-intl';
import { cn } from '@/lib/cn';
import type { ReportRowView, ResponseFiguresView } from '@/lib/inbox/report-types';
import { ReportTable } from './report-table';

const FIGURE_COLUMNS = ['answered', 'median', 'p90', 'withinFiveMinutes', 'withinOneHour', 'waiting'] as const satisfies ReadonlyArray<
  keyof ResponseFiguresView
>;

/** Narrow cells (13 px text, 3 px apart each side): seven columns in the 343 px a 375 px phone leaves the table. */
const cellClass = 'whitespace-nowrap px-[3px] py-2 text-end tabular-nums';

/** The report's figures in a table: one row per week or person, then the whole period's; seven narrow columns. */
export function ResponseTable({
  id,
  caption,
  firstColumn,
  rows,
  total,
  isLabelOneLine = false,
}: {
  id: string;
  caption: string;
  firstColumn: string;
  rows: ReportRowView[];
  total: ResponseFiguresView;
  /** Keeps each row's label on one line (a week's date); a person's name wraps between words, a word longer than the column within it. */
  isLabelOneLine?: boolean;
}) {
  const t = useTranslations('InboxReport.columns');
  return (
    <ReportTable
      id={id}
      caption={caption}
      labelColumn={firstColumn}
      columns={FIGURE_COLUMNS.map((column) => ({ key: column, label: t(column) }))}
      rows={rows.map((row) => ({ key: row.key, label: row.label, cells: FIGURE_COLUMNS.map((column) => row.figures[column]) }))}
      labelClassName={cn('px-[3px] py-2 text-start font-normal', isLabelOneLine ? 'whitespace-nowrap' : 'min-w-14 wrap-anywhere')}
      cellClassName={cellClass}
      footer={
        <tfoot className="border-t border-slate-300 font-semibold">
          <tr>
            <th scope="row" className="px-[3px] py-2 text-start">
              {t('total')}
            </th>
            {FIGURE_COLUMNS.map((column) => (
              <td key={column} className={cellClass}>
                {total[column]}
              </td>
            ))}
          </tr>
        </tfoot>
      }
    />
  );
}
