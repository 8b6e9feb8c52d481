import { useId, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditCalendarOutlined from '@mui/icons-material/EditCalendarOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import EventRepeatOutlined from '@mui/icons-material/EventRepeatOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import WorkOutlined from '@mui/icons-material/WorkOutlined';
import { appointmentActionLabels, type AppointmentActionId } from '../model/appointment-actions';

const icons: Record<AppointmentActionId, typeof EditOutlined> = {
  viewIntake: VisibilityOutlined,
  viewJob: WorkOutlined,
  editJob: EditOutlined,
  viewSeries: EventRepeatOutlined,
  edit: EditCalendarOutlined,
  delete: DeleteOutlined,
};

export interface AppointmentActionMenuProps {
  actions: readonly AppointmentActionId[];
  onAction: (action: AppointmentActionId) => void;
  /** Id of the element naming the appointment, so the button says whose actions it opens. */
  describedBy?: string;
}

/** The appointment action menu (spec 2 §2); nothing when no action is available. */
export function AppointmentActionMenu({ actions, onAction, describedBy }: AppointmentActionMenuProps) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (actions.length === 0) return null;
  return (
    <>
      <IconButton
        aria-label="Appointment actions"
        aria-describedby={describedBy}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        size="small"
      >
        <MoreVertIcon />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {actions.map((action) => {
          const Icon = icons[action];
          return (
            <MenuItem
              key={action}
              onClick={() => {
                setAnchor(null);
                onAction(action);
              }}
              sx={action === 'delete' ? { color: 'error.main' } : undefined}
            >
              <ListItemIcon sx={action === 'delete' ? { color: 'error.main' } : undefined}>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText>{appointmentActionLabels[action]}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
