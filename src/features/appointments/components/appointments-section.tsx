import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import { RetryAlert } from '@/components/retry-alert';
import { toast } from '@/components/toasts';
import { useSession } from '@/lib/auth/use-session';
import { can } from '@/lib/permissions';
import { useOwnerAppointments } from '../api/owner-appointments';
import { appointmentActions } from '../model/appointment-actions';
import { compareAppointmentsByStart } from '../model/appointment-date-range';
import { ownerAppointmentDefaults, type NewAppointmentDefaults } from '../model/owner-appointment-defaults';
import {
  NO_APPOINTMENTS_TEXT,
  NO_SCHEDULE_PERMISSION_TEXT,
  SCHEDULE_BUTTON,
  SCHEDULE_HEADING,
  UNSAVED_OWNER_WARNING,
} from '../model/appointment-messages';
import type { AppointmentOwner } from '../model/appointment-owner';
import { AppointmentActionMenu } from './appointment-action-menu';
import { AppointmentCard } from './appointment-card';
import { useAppointmentActionDialogs } from './appointment-action-dialogs';

export type { AppointmentOwner } from '../model/appointment-owner';

export interface AppointmentsSectionProps {
  owner: AppointmentOwner;
  /**
   * False while the owning intake or job has unsaved changes: the appointment actions then show the
   * warning toast "The job has unsaved changes. Please save your changes before using this action."
   * A function is asked at the click (an editor's `useDirtyReader`), so changes of the form do not
   * render the section.
   */
  actionsAllowed: boolean | (() => boolean);
  /**
   * Values of a new appointment (Schedule): e.g. the intake description as title, the type from the
   * intake type, the assignee as participant. The owner's context is always added; without a
   * customer and address the server uses the owner's.
   */
  defaults?: NewAppointmentDefaults;
  /** Id of the section element, e.g. the target of an editor's left navigation. */
  id?: string;
  /** `card` (default) draws the section as an outlined card; `plain` leaves the frame to the page. */
  variant?: 'card' | 'plain';
}

/**
 * The Schedule section of an intake record or a job: its appointments (earliest first) with the
 * appointment view and action menu, and Schedule to add one. Actions need a saved, unmodified owner.
 */
export function AppointmentsSection({ owner, actionsAllowed, defaults, id, variant = 'card' }: AppointmentsSectionProps) {
  const headingId = useId();
  const { userState } = useSession();
  const has = (permission: string) => can(userState, permission);
  const canRead = has('SCHED_R');
  const canCreate = has('SCHED_C');
  const query = useOwnerAppointments(owner, { enabled: canRead });
  const appointments = (query.data ?? []).slice().sort(compareAppointmentsByStart);
  const actions = useAppointmentActionDialogs({ defaults: ownerAppointmentDefaults(owner, defaults), knownAppointments: appointments });

  const guarded = (action: () => void) => {
    if (!(typeof actionsAllowed === 'function' ? actionsAllowed() : actionsAllowed)) {
      toast.warning(UNSAVED_OWNER_WARNING);
      return;
    }
    action();
  };

  const body = !canRead ? (
    <Typography variant="body2" color="text.secondary">
      {NO_SCHEDULE_PERMISSION_TEXT}
    </Typography>
  ) : query.isPending ? (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
      <CircularProgress size={28} aria-label="Loading appointments" />
    </Box>
  ) : query.isError ? (
    <RetryAlert onRetry={() => void query.refetch()}>The appointments could not be loaded.</RetryAlert>
  ) : appointments.length === 0 ? (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary', py: 1 }}>
      <EventBusyOutlined aria-hidden />
      <Typography variant="body2">{NO_APPOINTMENTS_TEXT}</Typography>
    </Box>
  ) : (
    <Box component="ul" aria-label="Appointments" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
      {appointments.map((appointment) => (
        <Box component="li" key={appointment.context}>
          <AppointmentCard
            appointment={appointment}
            actions={(titleId) => (
              <AppointmentActionMenu
                actions={appointmentActions(appointment, has)}
                onAction={(action) => guarded(() => actions.handleAction(appointment, action))}
                describedBy={titleId}
              />
            )}
          />
        </Box>
      ))}
    </Box>
  );

  const content = (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {SCHEDULE_HEADING}
        </Typography>
        {canCreate ? (
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => guarded(actions.openCreate)}>
            {SCHEDULE_BUTTON}
          </Button>
        ) : null}
      </Box>
      {body}
    </>
  );

  return (
    <>
      {variant === 'card' ? (
        <Paper component="section" id={id} aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 1.5, md: 3 }, display: 'grid', gap: 2 }}>
          {content}
        </Paper>
      ) : (
        <Box component="section" id={id} aria-labelledby={headingId} sx={{ display: 'grid', gap: 2 }}>
          {content}
        </Box>
      )}
      {actions.dialogs}
    </>
  );
}
