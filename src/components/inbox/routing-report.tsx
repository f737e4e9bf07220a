import { useTranslations } from 'use-intl';
import { ROUTING_COLUMNS, type RoutingReportView, type RoutingRowView } from '@/lib/inbox/report-types';
import { ReportTable } from './report-table';

type RoutingColumn = (typeof ROUTING_COLUMNS)[keyof typeof ROUTING_COLUMNS][number];

/** Narrow cells, as the response tables' (src/components/inbox/response-table.tsx): a 375 px phone reads them whole. */
const cellClass = 'px-[3px] py-2 text-end tabular-nums';

/** One routing table: a row per team or person, its label first, then `columns`. */
function RoutingTable({ id, caption, first, columns, rows }: { id: string; caption: string; first: string; columns: ReadonlyArray<RoutingColumn>; rows: RoutingRowView[] }) {
  const t = useTranslations('InboxReport.routing.columns');
  return (
    <ReportTable id={id} caption={caption} labelColumn={first} columns={columns.map((column) => ({ key: column, label: t(column) }))}>
      <tbody className="divide-y divide-slate-100">
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className="min-w-16 px-[3px] py-2 text-start font-normal break-words">
              {row.label}
            </th>
            {row.cells.map((cell, index) => (
              <td key={columns[index]} className={cellClass}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </ReportTable>
  );
}

/**
 * Routing's part of the report: per team, who answers (the share answered by the first person rung, the leads passed
 * on) and the time to first response from the lead's arrival beside the time within the team's working hours; per
 * person rung first, the share they answered and the leads passed on from them.
 */
export function RoutingReport({ view }: { view: RoutingReportView }) {
  const t = useTranslations('InboxReport.routing');
  return (
    <section aria-labelledby="routing-report" className="grid gap-3">
      <h2 id="routing-report" className="text-lg font-semibold">
        {t('heading')}
      </h2>
      <p className="text-sm text-slate-700">{t('intro')}</p>
      <RoutingTable id="routing-by-team" caption={t('byTeam')} first={t('columns.team')} columns={ROUTING_COLUMNS.teams} rows={view.teams} />
      <RoutingTable id="routing-times" caption={t('times')} first={t('columns.team')} columns={ROUTING_COLUMNS.teamTimes} rows={view.teamTimes} />
      <RoutingTable id="routing-by-person" caption={t('byPerson')} first={t('columns.person')} columns={ROUTING_COLUMNS.people} rows={view.people} />
    </section>
  );
}
