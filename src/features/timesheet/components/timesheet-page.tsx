import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { SummaryTable } from '@/components/data-table/summary-table';
import { RowIconButton } from '@/components/row-icon-button';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { toast } from '@/components/toasts';
import { paths } from '@/config/paths';
import { useUserState } from '@/lib/auth/use-session';
import { formatDate, formatHours, formatTime, localIsoDate } from '@/lib/format';
import { can } from '@/lib/permissions';
import { timesheetAdminPermission } from '@/lib/permission-codes';
import { usePicklist } from '@/lib/picklists/get-picklist-by-kind';
import { timesheetMessages, type TimesheetRow } from '@/lib/schemas/timesheet-schemas';
import { useDeleteTimesheetEntry, useTimesheetEntries } from '../api/timesheet-entries';
import { dayOf, EVERYONE, hoursByDay, periodRange, readTimesheetState, stepPeriod, writeTimesheetState, type TimesheetState } from '../model/timesheet-period';
import { TimerPanel } from './timer-panel';
import { TimesheetEntryDialog } from './timesheet-entry-dialog';

const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'short', day: 'numeric' });
const monthDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

function forCell(entry: TimesheetRow) {
  if (entry.job) return <Link component={RouterLink} to={paths.jobsView(entry.job.context)}>{entry.job.name}</Link>;
  if (entry.task) return <Link component={RouterLink} to={paths.tasksView(entry.task.context)}>{entry.task.title || 'No Title'}</Link>;
  return '\u2014';
}

/**
 * The timesheet (issue 16; the Work menu, every signed-in user): the running timer, a day's or a
 * week's entries with hours by day and the total, and entries added, changed and deleted by hand.
 * Administrators see and change everyone's.
 */
export default function TimesheetPage() {
  const user = useUserState();
  const admin = can(user, timesheetAdminPermission);
  const [params, setParams] = useSearchParams();
  const state = readTimesheetState(params);
  const date = dayOf(state);
  const person = admin ? state.person || (user.personnelContext ?? '') : (user.personnelContext ?? '');
  const everyone = admin && person === EVERYONE;
  const range = periodRange(state.period, date);
  const query = useTimesheetEntries({ start: range.start.toISOString(), end: range.end.toISOString(), personnelContext: everyone ? null : person });
  const people = usePicklist('Personnel');
  const remove = useDeleteTimesheetEntry();
  const [editing, setEditing] = useState<{ entry: TimesheetRow | null; open: boolean }>({ entry: null, open: false });
  const [deleting, setDeleting] = useState<TimesheetRow | null>(null);
  const update = (next: Partial<TimesheetState>) => setParams(writeTimesheetState({ ...state, ...next }));
  const entries = query.data?.entries ?? [];
  const last = new Date(range.end.getFullYear(), range.end.getMonth(), range.end.getDate() - 1);
  const label = state.period === 'day' ? weekday.format(date) : `${monthDay.format(range.start)} \u2013 ${monthDay.format(last)}`;
  const unit = state.period === 'day' ? 'Day' : 'Week';

  const columns: DataTableColumn<TimesheetRow>[] = [
    { id: 'date', header: 'Date', cell: (entry) => formatDate(entry.startDate), nowrap: true },
    ...(everyone ? [{ id: 'employee', header: 'Employee', cell: (entry: TimesheetRow) => entry.personnel.name }] : []),
    { id: 'type', header: 'Type', cell: (entry) => entry.entryType },
    { id: 'for', header: 'Job or Task', cell: forCell, breakWords: true },
    { id: 'start', header: 'Start', cell: (entry) => formatTime(entry.startDate), nowrap: true },
    { id: 'end', header: 'End', cell: (entry) => (entry.endDate ? formatTime(entry.endDate) : 'Running'), nowrap: true },
    { id: 'hours', header: 'Hours', cell: (entry) => entry.totalHours.toFixed(2), align: 'right' },
    { id: 'notes', header: 'Notes', cell: (entry) => entry.notes, breakWords: true },
  ];

  const rowActions = (entry: TimesheetRow) =>
    entry.endDate === null ? null : (
      <Box sx={{ display: 'flex' }}>
        <RowIconButton aria-label={`Edit the entry of ${formatDate(entry.startDate)} ${formatTime(entry.startDate)}`} onClick={() => setEditing({ entry, open: true })}>
          <EditOutlined fontSize="small" />
        </RowIconButton>
        <RowIconButton aria-label={`Delete the entry of ${formatDate(entry.startDate)} ${formatTime(entry.startDate)}`} onClick={() => setDeleting(entry)}>
          <DeleteOutlined fontSize="small" />
        </RowIconButton>
      </Box>
    );

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Button variant="outlined" onClick={() => update({ date: localIsoDate(new Date()) })}>
          Today
        </Button>
        <Tooltip title={`Previous ${unit.toLowerCase()}`} describeChild>
          <IconButton aria-label="Previous" onClick={() => update({ date: localIsoDate(stepPeriod(state.period, date, -1)) })}>
            <ChevronLeft />
          </IconButton>
        </Tooltip>
        <Tooltip title={`Next ${unit.toLowerCase()}`} describeChild>
          <IconButton aria-label="Next" onClick={() => update({ date: localIsoDate(stepPeriod(state.period, date, 1)) })}>
            <ChevronRight />
          </IconButton>
        </Tooltip>
        <Typography component="h2" variant="h6" sx={{ flexGrow: 1, minWidth: { xs: '100%', sm: 0 }, order: { xs: -1, sm: 0 } }}>
          {label}
        </Typography>
        <TextField type="date" size="small" label="Go to date" value={state.date} onChange={(event) => event.target.value && update({ date: event.target.value })} slotProps={{ inputLabel: { shrink: true } }} sx={{ width: 170 }} />
        <ToggleButtonGroup size="small" exclusive value={state.period} aria-label="Period" onChange={(_event, next: 'day' | 'week' | null) => next && update({ period: next })}>
          <ToggleButton value="day">Day</ToggleButton>
          <ToggleButton value="week">Week</ToggleButton>
        </ToggleButtonGroup>
        {admin ? (
          <TextField select size="small" label="Employee" value={person} onChange={(event) => update({ person: event.target.value })} sx={{ minWidth: 180 }}>
            <MenuItem value={EVERYONE}>Everyone</MenuItem>
            {(people.data ?? []).filter((item) => item.active || item.context === person).map((item) => (
              <MenuItem key={item.context} value={item.context}>
                {item.text}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({ entry: null, open: true })} disabled={!user.personnelContext}>
          Add Entry
        </Button>
      </Box>
      <TimerPanel />
      {state.period === 'week' ? (
        <SummaryTable
          label="Hours by day"
          columns={[
            { id: 'day', header: 'Day', cell: (row: { day: Date; hours: number }) => weekday.format(row.day) },
            { id: 'hours', header: 'Hours', cell: (row: { day: Date; hours: number }) => formatHours(row.hours), align: 'right' },
          ]}
          rows={hoursByDay(entries, 'week', date)}
          rowKey={(row) => localIsoDate(row.day)}
          total={{ label: 'Week Total', value: formatHours(query.data?.totalHours ?? 0), column: 'hours' }}
        />
      ) : null}
      <DataTable
        label="Timesheet entries"
        columns={columns}
        rows={query.isError ? [] : query.data?.entries}
        rowKey={(entry) => entry.context}
        empty={{ nothingYet: state.period === 'day' ? 'No time recorded on this day.' : 'No time recorded this week.' }}
        loadingLabel="Loading the timesheet"
        updating={query.isFetching && query.isPlaceholderData}
        rowActions={rowActions}
        cardActions={rowActions}
        actionsLabel="Entry actions"
      />
      <Typography sx={{ fontWeight: 600, textAlign: 'right' }}>
        {state.period === 'day' ? 'Day Total' : 'Total'}: {formatHours(query.data?.totalHours ?? 0)}
      </Typography>
      <TimesheetEntryDialog
        open={editing.open}
        entry={editing.entry}
        day={state.date}
        personnelContext={everyone ? (user.personnelContext ?? '') : person}
        canChoosePerson={admin}
        onClose={() => setEditing((current) => ({ ...current, open: false }))}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Timesheet Entry"
        message={deleting ? `Delete the ${deleting.entryType} entry of ${formatDate(deleting.startDate)} ${formatTime(deleting.startDate)}\u2013${deleting.endDate ? formatTime(deleting.endDate) : ''}? This cannot be undone.` : ''}
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          void remove.mutateAsync(deleting.context).then(
            () => {
              toast.success(timesheetMessages.deleted);
              setDeleting(null);
            },
            () => undefined,
          );
        }}
        onCancel={() => setDeleting(null)}
      />
    </Box>
  );
}
