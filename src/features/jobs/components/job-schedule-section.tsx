import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import EventRepeatOutlined from '@mui/icons-material/EventRepeatOutlined';
import { RecordViewSection } from '@/components/record-view/record-view-section';
import { toast } from '@/components/toasts';
import { paths } from '@/config/paths';
import { AppointmentsSection } from '@/features/appointments';
import { formatDate, formatTime } from '@/lib/format';
import { useCan } from '@/lib/permissions';
import type { RecurrenceOccurrence } from '@/lib/schemas/job-recurrence-schemas';
import type { JobRecord } from '@/lib/schemas/job-schemas';
import { useRecurrenceChain } from '../api/job-recurrence';
import { INCOMPLETE_RECURRING_JOB } from '../model/job-list';
import { UNSAVED_JOB_ACTION_WARNING } from '../model/job-messages';
import { JOB_UPDATE } from '../model/job-permissions';
import { RecurringTag } from './recurring-tag';

// rrule comes with the dialog: it loads when a job is made recurring.
const MakeRecurringDialog = lazy(() => import('./make-recurring-dialog').then((module) => ({ default: module.MakeRecurringDialog })));

function occurrenceWhen(occurrence: RecurrenceOccurrence): string {
  const appointment = occurrence.appointment;
  if (!appointment) return INCOMPLETE_RECURRING_JOB;
  return appointment.allDay ? `${formatDate(appointment.startDate)} All Day` : `${formatDate(appointment.startDate)} ${formatTime(appointment.startDate)}`;
}

/** Spec 2 §2: a recurring job's schedule is its chain's occurrences, each a job with its appointment. */
function RecurrenceList({ job, editing }: { job: Pick<JobRecord, 'context'>; editing: boolean }) {
  const chain = useRecurrenceChain(job.context, { enabled: true });
  return (
    <RecordViewSection title="Schedule" action={<RecurringTag />}>
      {!chain.data ? (
        <Typography color="text.secondary">{chain.isError ? 'The recurring jobs could not be loaded.' : 'Loading recurring jobs…'}</Typography>
      ) : (
        <>
          {chain.data.displayText ? <Typography>Repeats {chain.data.displayText}</Typography> : null}
          <List dense aria-label="Recurring jobs" disablePadding>
            {chain.data.occurrences.map((occurrence) => {
              const current = occurrence.jobContext === job.context;
              return (
                <ListItem key={occurrence.jobContext} divider aria-current={current ? 'true' : undefined} sx={current ? { bgcolor: 'action.selected' } : undefined}>
                  <ListItemText
                    primary={
                      <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                        <span>{`#${occurrence.occurrence}`}</span>
                        {current ? (
                          <strong>{occurrence.name}</strong>
                        ) : (
                          <Link component={RouterLink} to={editing ? paths.jobsEdit(occurrence.jobContext) : paths.jobsView(occurrence.jobContext)}>
                            {occurrence.name}
                          </Link>
                        )}
                        <span>{occurrence.jobStatus.text}</span>
                        {occurrence.changedInChain ? <Chip size="small" label="Changed" variant="outlined" /> : null}
                      </Box>
                    }
                    secondary={occurrenceWhen(occurrence)}
                  />
                </ListItem>
              );
            })}
          </List>
        </>
      )}
    </RecordViewSection>
  );
}

export interface JobScheduleSectionProps {
  job: Pick<JobRecord, 'context' | 'name' | 'chainId' | 'serviceCustomer' | 'serviceAddress'>;
  /** The editor: Make Recurring; the form's unsaved changes block appointment actions. */
  editing: boolean;
  /** The form has unsaved changes (asked at a click). */
  isDirty: () => boolean;
}

/**
 * Spec 2 §2 Schedule: the appointment editor for a job that does not recur (with Make Recurring in
 * the editor), the recurrence list for a recurring one.
 */
export function JobScheduleSection({ job, editing, isDirty }: JobScheduleSectionProps) {
  const canUpdate = useCan(JOB_UPDATE);
  const canSchedule = useCan('SCHED_C');
  const [making, setMaking] = useState(false);
  if (job.chainId) return <RecurrenceList job={job} editing={editing} />;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <AppointmentsSection
        owner={{ kind: 'job', context: job.context }}
        actionsAllowed={() => !isDirty()}
        defaults={{
          title: job.name,
          appointmentType: 'Job',
          customerContext: job.serviceCustomer.context,
          addressContext: job.serviceAddress?.context ?? null,
        }}
      />
      {editing && canUpdate && canSchedule ? (
        <Box>
          <Button
            variant="outlined"
            startIcon={<EventRepeatOutlined />}
            onClick={() => {
              if (isDirty()) toast.warning(UNSAVED_JOB_ACTION_WARNING);
              else setMaking(true);
            }}
          >
            Make Recurring
          </Button>
        </Box>
      ) : null}
      {making ? (
        <Suspense fallback={null}>
          <MakeRecurringDialog open jobContext={job.context} onClose={() => setMaking(false)} />
        </Suspense>
      ) : null}
    </Box>
  );
}
