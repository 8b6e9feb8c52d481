import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/use-session';
import { can } from '@/lib/permissions';
import { jobActionLabels, jobActions, type JobAction } from '../model/job-permissions';
import { JobDeleteDialog } from './job-delete-dialog';
import { useOpenedOnce } from '@/components/use-opened-once';
import { RowMenuButton } from '@/components/data-table/cell-parts';

const icons: Record<JobAction, typeof EditOutlined> = { view: VisibilityOutlined, edit: EditOutlined, delete: DeleteOutlined };

export interface JobActionMenuProps {
  job: { context: string; name: string };
  trigger: 'icon';
}

/** A job row's menu: View, Edit (job update) and Delete (job delete, confirmed). */
export function JobActionMenu({ job }: JobActionMenuProps) {
  const menuId = useId();
  const navigate = useNavigate();
  const user = useSession().userState;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuUsed = useOpenedOnce(anchor !== null);
  const [deleting, setDeleting] = useState(false);
  const actions = jobActions((code) => can(user, code));

  const handleAction = (action: JobAction) => {
    setAnchor(null);
    if (action === 'view') void navigate(paths.jobsView(job.context));
    else if (action === 'edit') void navigate(paths.jobsEdit(job.context));
    else setDeleting(true);
  };

  return (
    <>
      <RowMenuButton label={`Actions for ${job.name}`} menuId={anchor ? menuId : undefined} onOpen={(event) => setAnchor(event.currentTarget)} />
      {menuUsed ? (
        <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
          {actions.map((action) => {
            const Icon = icons[action];
            return (
              <MenuItem key={action} onClick={() => handleAction(action)} sx={action === 'delete' ? { color: 'error.main' } : undefined}>
                <ListItemIcon sx={action === 'delete' ? { color: 'error.main' } : undefined}>
                  <Icon fontSize="small" />
                </ListItemIcon>
                <ListItemText>{jobActionLabels[action]}</ListItemText>
              </MenuItem>
            );
          })}
        </Menu>
      ) : null}
      {deleting ? <JobDeleteDialog open jobContext={job.context} onClose={() => setDeleting(false)} onDeleted={() => undefined} /> : null}
    </>
  );
}
