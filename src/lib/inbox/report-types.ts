// The response report's data as its components take it: figures already formatted for the viewer's language on the
// server (src/server/inbox/report-view.ts); the chart gets its numbers, to place its bars.

/** One group's figures, formatted ('–' for a figure with nothing to measure). */
export interface ResponseFiguresView {
  answered: string;
  waiting: string;
  median: string;
  p90: string;
  withinFiveMinutes: string;
  withinOneHour: string;
}

export interface ReportRowView {
  key: string;
  /** The week (its Monday, in the viewer's language) or the person. */
  label: string;
  figures: ResponseFiguresView;
}

export interface ResponseChartView {
  /** Each week, oldest first: its label, and the median and 90th percentile in ms (null: nobody answered that week). */
  weeks: Array<{ label: string; medianMs: number | null; p90Ms: number | null }>;
  /** The vertical axis's marks (1 min, 5 min, 1 h, 1 day…), labelled in the viewer's language. */
  ticks: Array<{ ms: number; label: string }>;
}

/** The columns of each routing table after its label, in the order its rows' cells are given. */
export const ROUTING_COLUMNS = {
  teams: ['leads', 'answeredByFirst', 'passedOn'],
  teamTimes: ['medianFromArrival', 'medianWithinHours', 'p90FromArrival', 'p90WithinHours'],
  people: ['rungFirst', 'answeredByThem', 'passedOnFrom'],
} as const;

/** A row of one of the routing tables: its label and its cells, formatted, in the columns' order. */
export interface RoutingRowView {
  key: string;
  label: string;
  cells: string[];
}

/**
 * Routing's figures for the period (src/server/inbox/routing-report-view.ts): per team, who answers (the share answered
 * by the first person rung, the leads passed on) and the time to first response from arrival and within its working
 * hours, side by side; per person rung first, the share they answered and the leads passed on from them.
 */
export interface RoutingReportView {
  teams: RoutingRowView[];
  teamTimes: RoutingRowView[];
  people: RoutingRowView[];
}

export interface ReportView {
  /** The period in weeks, and the choices. */
  weeks: number;
  periods: ReadonlyArray<number>;
  /** The viewer's time zone, in which weeks start on Monday. */
  timeZone: string;
  /** The first and last day of the period, in the viewer's language. */
  from: string;
  to: string;
  weekRows: ReportRowView[];
  agentRows: ReportRowView[];
  total: ResponseFiguresView;
  chart: ResponseChartView;
  csvHref: string;
  /** Routing's figures, when teams routed leads of the period. */
  routing?: RoutingReportView;
}
