import type { SvgIconProps } from '@mui/material/SvgIcon';
import Autorenew from '@mui/icons-material/Autorenew';
import CheckCircle from '@mui/icons-material/CheckCircle';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import KeyboardDoubleArrowUp from '@mui/icons-material/KeyboardDoubleArrowUp';
import PriorityHigh from '@mui/icons-material/PriorityHigh';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import type { TaskPriority, TaskStatus } from '@/lib/schemas/task-schemas';
import { hasPriorityIcon } from '../model/task-display';

const statusIcons: Record<TaskStatus, { icon: typeof CheckCircle; color: SvgIconProps['color'] }> = {
  Open: { icon: RadioButtonUnchecked, color: 'primary' },
  'In-Progress': { icon: Autorenew, color: 'info' },
  Complete: { icon: CheckCircle, color: 'success' },
  Pending: { icon: HourglassEmpty, color: 'warning' },
};

/** Spec 2 §2: the list's status icon (Open, In-Progress, Complete; Pending too), named by its status. */
export function TaskStatusIcon({ status }: { status: TaskStatus }) {
  const { icon: Icon, color } = statusIcons[status];
  return <Icon color={color} fontSize="small" titleAccess={status} sx={{ verticalAlign: 'middle', flexShrink: 0 }} />;
}

/** Spec 2 §2: the priority icon of Urgent and High tasks ("Urgent priority"); none for Low and Normal. */
export function TaskPriorityIcon({ priority }: { priority: TaskPriority }) {
  if (!hasPriorityIcon(priority)) return null;
  const Icon = priority === 'Urgent' ? PriorityHigh : KeyboardDoubleArrowUp;
  return <Icon color={priority === 'Urgent' ? 'error' : 'warning'} fontSize="small" titleAccess={`${priority} priority`} sx={{ verticalAlign: 'middle', flexShrink: 0 }} />;
}
