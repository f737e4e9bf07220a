import { useTranslations } from 'use-intl';
import type { ResponseChartView } from '@/lib/inbox/report-types';

/** The drawing's own units: 340 wide, the width of a 375 px phone's content, so its 12-unit text reads as 12 px there. */
const WIDTH = 340;
const HEIGHT = 230;
const PLOT = { left: 46, right: WIDTH - 6, top: 30, bottom: HEIGHT - 24 } as const;
/** The bottom of the scale: anything answered faster sits on the floor, as a bar of the least height. */
const FLOOR_MS = 10_000;
const MIN_BAR_HEIGHT = 3;
/** About how wide a label is drawn at 12 units: a Chinese character is a full em, a digit or Latin letter some 7 units. */
function labelWidth(label: string): number {
  return [...label].reduce((width, character) => width + (/[\u2e80-\u9fff\uff00-\uffef]/.test(character) ? 12 : 7), 0);
}

/** The chart's height of a duration: a logarithmic scale, so 1 minute and 1 day both read on one phone screen. */
function yOf(ms: number, topMs: number): number {
  const clamped = Math.min(Math.max(ms, FLOOR_MS), topMs);
  const share = Math.log(clamped / FLOOR_MS) / Math.log(topMs / FLOOR_MS);
  return PLOT.bottom - share * (PLOT.bottom - PLOT.top);
}

/** A bar from the axis up to `top`, never thinner than MIN_BAR_HEIGHT (a week answered within seconds still shows). */
function Bar({ x, width, top, className }: { x: number; width: number; top: number; className: string }) {
  const y = Math.min(top, PLOT.bottom - MIN_BAR_HEIGHT);
  return <rect x={x} width={width} y={y} height={PLOT.bottom - y} className={className} />;
}

/**
 * Each week's median and 90th-percentile time to first response as bars (the 90th pale and wide, the median dark and
 * narrow in front), on a logarithmic scale marked at 1 minute, 5 minutes, 1 hour and 1 day. Server-rendered SVG, no
 * script; it scales to its box and is drawn for a 375 px phone. The table beside it carries the same figures.
 */
export function ResponseChart({ chart }: { chart: ResponseChartView }) {
  const t = useTranslations('InboxReport.chart');
  const topMs = Math.max(...chart.ticks.map((tick) => tick.ms));
  const slot = (PLOT.right - PLOT.left) / Math.max(1, chart.weeks.length);
  // Every n-th week is labelled, so that the longest label and a gap fit in n slots.
  const labelEvery = Math.max(1, Math.ceil((Math.max(0, ...chart.weeks.map((week) => labelWidth(week.label))) + 8) / slot));
  return (
    <figure className="grid max-w-md gap-1">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby="response-chart-title" className="h-auto w-full" fontSize="12" fill="currentColor">
        <title id="response-chart-title">{t('title')}</title>
        <g aria-hidden="true">
          <rect x={PLOT.left} y={6} width={12} height={12} className="fill-emerald-200" />
          <text x={PLOT.left + 16} y={16}>
            {t('p90')}
          </text>
          <rect x={PLOT.left + 150} y={6} width={12} height={12} className="fill-emerald-700" />
          <text x={PLOT.left + 166} y={16}>
            {t('median')}
          </text>
          {chart.ticks.map((tick) => (
            <g key={tick.ms}>
              <line x1={PLOT.left} x2={PLOT.right} y1={yOf(tick.ms, topMs)} y2={yOf(tick.ms, topMs)} className="stroke-slate-300" strokeDasharray="3 3" />
              <text x={PLOT.left - 4} y={yOf(tick.ms, topMs) + 4} textAnchor="end" className="fill-slate-700">
                {tick.label}
              </text>
            </g>
          ))}
          {chart.weeks.map((week, index) => {
            const x = PLOT.left + index * slot;
            return (
              <g key={week.label}>
                {week.p90Ms !== null && <Bar x={x + slot * 0.12} width={slot * 0.76} top={yOf(week.p90Ms, topMs)} className="fill-emerald-200" />}
                {week.medianMs !== null && <Bar x={x + slot * 0.3} width={slot * 0.4} top={yOf(week.medianMs, topMs)} className="fill-emerald-700" />}
                {index % labelEvery === 0 && (
                  <text x={x + slot / 2} y={HEIGHT - 6} textAnchor="middle" className="fill-slate-700">
                    {week.label}
                  </text>
                )}
              </g>
            );
          })}
          <line x1={PLOT.left} x2={PLOT.right} y1={PLOT.bottom} y2={PLOT.bottom} className="stroke-slate-500" />
        </g>
      </svg>
      <figcaption className="text-sm text-slate-600">{t('caption')}</figcaption>
    </figure>
  );
}
