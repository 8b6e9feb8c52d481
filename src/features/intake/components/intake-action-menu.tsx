import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ExpandMore from '@mui/icons-material/ExpandMore';
import WorkOutline from '@mui/icons-material/WorkOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import History from '@mui/icons-material/History';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { toast } from '@/components/toasts';
import { RowMenuButton } from '@/components/data-table/cell-parts';
import { paths } from '@/config/paths';
import { AppointmentEditorDialog } from '@/features/appointments';
import { useSession } from '@/lib/auth/use-session';
import { can } from '@/lib/permissions';
import { intakeAppointmentDefaults, jobPrefillFromIntake, type IntakeActionTarget } from '../model/intake-actions';
import { UNSAVED_CHANGES_ACTION_WARNING } from '../model/intake-messages';
import { intakeActionLabels, intakeActions, type IntakeAction } from '../model/intake-permissions';
import { IntakeDeleteDialog } from './intake-delete-dialog';
import { IntakeHistoryDialog } from './intake-history-dialog';
import { useOpenedOnce } from '@/components/use-opened-once';

export interface IntakeActionMenuProps {
  target: IntakeActionTarget;
  where: 'list' | 'view' | 'editor';
  /** `icon`: a ⋮ button (list rows); `button`: an Actions button (editor and view). */
  trigger: 'icon' | 'button';
  /** The editor asks Save & Add Job first; elsewhere Create Job goes straight to Add Job. */
  onCreateJob?: () => void;
  /** False while the editor has unsaved changes: Schedule then warns instead of opening. */
  actionsAllowed?: boolean;
  /** After the intake was deleted (default: back to the intake list). */
  onDeleted?: () => void;
}

const icons: Record<IntakeAction, typeof EditOutlined> = {
  createJob: WorkOutline,
  schedule: EventOutlined,
  viewHistory: History,
  view: VisibilityOutlined,
  edit: EditOutlined,
  delete: DeleteOutlined,
};

/**
 * Spec 2 §2 intake action menu: Create Job (JOB_C), Schedule (SCHED_C), View History, and the
 * standard view, edit (INTAKE_U) and delete (INTAKE_D, confirmed) actions.
 */
export function IntakeActionMenu({ target, where, trigger, onCreateJob, actionsAllowed = true, onDeleted }: IntakeActionMenuProps) {
  const menuId = useId();
  const navigate = useNavigate();
  const user = useSession().userState;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuUsed = useOpenedOnce(anchor !== null);
  const [dialog, setDialog] = useState<'history' | 'schedule' | 'delete' | null>(null);
  const actions = intakeActions((code) => can(user, code), where);
  const label = `Actions for ${target.description}`;

  const handleAction = (action: IntakeAction) => {
    setAnchor(null);
    switch (action) {
      case 'createJob':
        if (onCreateJob) onCreateJob();
        else void navigate(paths.jobsAddForCustomer(target.customerContext), { state: jobPrefillFromIntake(target) });
        return;
      case 'schedule':
        if (!actionsAllowed) toast.warning(UNSAVED_CHANGES_ACTION_WARNING);
        else setDialog('schedule');
        return;
      case 'viewHistory':
        setDialog('history');
        return;
      case 'view':
        void navigate(paths.intakeView(target.context));
        return;
      case 'edit':
        void navigate(paths.intakeEdit(target.context));
        return;
      case 'delete':
        setDialog('delete');
        return;
    }
  };

  return (
    <>
      {trigger === 'icon' ? (
        <RowMenuButton label={label} menuId={anchor ? menuId : undefined} onOpen={(event) => setAnchor(event.currentTarget)} />
      ) : (
        <Button
          variant="outlined"
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          endIcon={<ExpandMore />}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          Actions
        </Button>
      )}
      {menuUsed ? (
        <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
          {actions.map((action) => {
            const Icon = icons[action];
            return (
              <MenuItem key={action} onClick={() => handleAction(action)}>
                <ListItemIcon>
                  <Icon fontSize="small" />
                </ListItemIcon>
                <ListItemText>{intakeActionLabels[action]}</ListItemText>
              </MenuItem>
            );
          })}
        </Menu>
      ) : null}
      {dialog === 'history' ? (
        <IntakeHistoryDialog
          open
          onClose={() => setDialog(null)}
          intakeContext={target.context}
          description={target.description}
          customerName={target.customerName}
        />
      ) : null}
      {dialog === 'schedule' ? (
        <AppointmentEditorDialog open onClose={() => setDialog(null)} onSaved={() => setDialog(null)} defaults={intakeAppointmentDefaults(target)} />
      ) : null}
      <IntakeDeleteDialog
        open={dialog === 'delete'}
        intake={target}
        onClose={() => setDialog(null)}
        onDeleted={onDeleted ?? (() => void navigate(paths.intake))}
      />
    </>
  );
}
