import { useTranslations } from 'use-intl';
import { ROUTING_COLUMNS, type RoutingReportView, type RoutingRowView } from '@/lib/inbox/report-types';
import { TitledSection } from './inbox-ui';
import { ReportTable } from './report-table';

type RoutingColumn = (typeof ROUTING_COLUMNS)[keyof typeof ROUTING_COLUMNS][number];

/** Narrow cells, as the response tables' (src/components/inbox/response-table.tsx): a 375 px phone reads them whole. */
const cellClass = 'px-[3px] py-2 text-end tabular-nums';

/** The routing tables in order: each a part of the view (its rows, and its columns in ROUTING_COLUMNS), with its words. */
const TABLES = [
  { part: 'teams', id: 'routing-by-team', caption: 'byTeam', labelColumn: 'team' },
  { part: 'teamTimes', id: 'routing-times', caption: 'times', labelColumn: 'team' },
  { part: 'people', id: 'routing-by-person', caption: 'byPerson', labelColumn: 'person' },
] as const;

/** One routing table: a row per team or person, its label first, then `columns`. */
function RoutingTable({
  columns,
  ...table
}: {
  id: string;
  caption: string;
  labelColumn: string;
  columns: ReadonlyArray<RoutingColumn>;
  rows: RoutingRowView[];
}) {
  const t = useTranslations('InboxReport.routing.columns');
  return (
    <ReportTable
      {...table}
      columns={columns.map((column) => ({ key: column, label: t(column) }))}
      labelClassName="min-w-16 px-[3px] py-2 text-start font-normal break-words"
      cellClassName={cellClass}
    />
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
    <TitledSection id="routing-report" title={t('heading')} className="grid gap-3">
      <p className="text-sm text-slate-700">{t('intro')}</p>
      {TABLES.map(({ part, id, caption, labelColumn }) => (
        <RoutingTable key={id} id={id} caption={t(caption)} labelColumn={t(`columns.${labelColumn}`)} columns={ROUTING_COLUMNS[part]} rows={view[part]} />
      ))}
    </TitledSection>
  );
}
