import type { TimesheetReport, TimesheetReportRow } from '@/lib/schemas/report-schemas';
import { formatDay, type ReportColumn } from './report-columns';

/** The Timesheet report's columns (the screen's and the export's). No React. */
export const timesheetColumns: ReportColumn<TimesheetReportRow>[] = [
  { id: 'person', header: 'Person', kind: 'text', value: (row) => row.personnel.name, width: 24 },
  { id: 'date', header: 'Date', kind: 'date', value: (row) => row.date || null, width: 12 },
  { id: 'work', header: 'Job', kind: 'text', value: (row) => row.work, width: 32 },
  { id: 'entries', header: 'Entries', kind: 'number', value: (row) => row.entries, width: 10 },
  { id: 'hours', header: 'Hours', kind: 'hours', value: (row) => row.hours, width: 10 },
];

export function timesheetRowKey(row: TimesheetReportRow): string {
  return `${row.personnel.context}|${row.date}|${row.jobContext ?? row.work}`;
}

export function timesheetTotalRow(report: TimesheetReport): TimesheetReportRow {
  return { personnel: { context: '', name: 'Total' }, date: '', jobContext: null, work: '', entries: report.entryCount, hours: report.totalHours };
}

/** Days make the chart up to two months; a longer period is shown by person. */
export const CHART_DAYS_AT_MOST = 62;

export function timesheetChart(report: TimesheetReport): { title: string; labels: string[]; data: number[]; horizontal: boolean } {
  if (report.byDay.length <= CHART_DAYS_AT_MOST) {
    return { title: 'Hours by day', labels: report.byDay.map((day) => formatDay(day.date).slice(0, 5)), data: report.byDay.map((day) => day.hours), horizontal: false };
  }
  return { title: 'Hours by person', labels: report.byPerson.map((person) => person.personnel.name), data: report.byPerson.map((person) => person.hours), horizontal: true };
}
