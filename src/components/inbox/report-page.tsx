import { useTranslations } from 'use-intl';
import type { ReportView } from '@/lib/inbox/report-types';
import { Panel, secondaryButtonClass, SelectField } from './inbox-ui';
import { ResponseChart } from './response-chart';
import { ResponseTable } from './response-table';
import { RoutingReport } from './routing-report';

/**
 * How fast the team answers: the period's choice, the weekly chart, the tables per week and per person, routing's
 * tables when teams routed leads, the CSV.
 */
export function ReportPage({ view }: { view: ReportView }) {
  const t = useTranslations('InboxReport');
  return (
    <div className="grid gap-4">
      <h1 className="text-xl font-bold">{t('heading')}</h1>
      <p className="text-sm text-slate-700">{t('period', { from: view.from, to: view.to, timeZone: view.timeZone })}</p>
      <form method="get" action="/inbox/report" className="flex flex-wrap items-end gap-3">
        <SelectField
          label={t('weeks.label')}
          name="weeks"
          defaultValue={String(view.weeks)}
          options={view.periods.map((weeks) => ({ value: String(weeks), text: t('weeks.option', { weeks }) }))}
        />
        <button type="submit" className={secondaryButtonClass}>
          {t('weeks.submit')}
        </button>
        <a href={view.csvHref} className={secondaryButtonClass} download>
          {t('csv')}
        </a>
      </form>
      <Panel id="response-chart" title={t('chart.heading')}>
        <ResponseChart chart={view.chart} />
      </Panel>
      <ResponseTable id="by-week" caption={t('byWeek')} firstColumn={t('columns.week')} rows={view.weekRows} total={view.total} isLabelOneLine />
      <ResponseTable id="by-agent" caption={t('byAgent')} firstColumn={t('columns.agent')} rows={view.agentRows} total={view.total} />
      {view.routing && <RoutingReport view={view.routing} />}
      <details className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-700">
        <summary className="cursor-pointer font-semibold text-slate-900">{t('definitions.summary')}</summary>
        <ul className="mt-2 grid list-disc gap-1 ps-5">
          <li>{t('definitions.response')}</li>
          <li>{t('definitions.agent')}</li>
          <li>{t('definitions.percentiles')}</li>
          <li>{t('definitions.shares')}</li>
          <li>{t('definitions.spam')}</li>
          {view.routing && (
            <>
              <li>{t('routing.definitions.firstRung')}</li>
              <li>{t('routing.definitions.passedOn')}</li>
              <li>{t('routing.definitions.withinHours')}</li>
            </>
          )}
        </ul>
      </details>
    </div>
  );
}
