import AttachMoneyOutlined from '@mui/icons-material/AttachMoneyOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import CheckBoxOutlined from '@mui/icons-material/CheckBoxOutlined';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import PeopleOutline from '@mui/icons-material/PeopleOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import WorkOutline from '@mui/icons-material/WorkOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { SnapshotKind } from '../model/snapshots';

const icons: Record<SnapshotKind, typeof WorkOutline> = {
  companyNews: CampaignOutlined,
  customer: PeopleOutline,
  financial: AttachMoneyOutlined,
  intake: InboxOutlined,
  job: WorkOutline,
  schedule: CalendarMonthOutlined,
  task: CheckBoxOutlined,
  timesheet: ScheduleOutlined,
};

export function SnapshotIcon({ kind, ...props }: SvgIconProps & { kind: SnapshotKind }) {
  const Icon = icons[kind];
  return <Icon {...props} />;
}
