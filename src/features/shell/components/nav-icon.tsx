import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import AttachMoneyOutlined from '@mui/icons-material/AttachMoneyOutlined';
import BuildOutlined from '@mui/icons-material/BuildOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import CheckBoxOutlined from '@mui/icons-material/CheckBoxOutlined';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import EngineeringOutlined from '@mui/icons-material/EngineeringOutlined';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import MailOutline from '@mui/icons-material/MailOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import MemoryOutlined from '@mui/icons-material/MemoryOutlined';
import PeopleOutline from '@mui/icons-material/PeopleOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import StickyNote2Outlined from '@mui/icons-material/StickyNote2Outlined';
import WorkOutline from '@mui/icons-material/WorkOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { NavIcon as NavIconName } from '../model/navigation';

const icons: Record<NavIconName, typeof WorkOutline> = {
  intake: InboxOutlined,
  customers: PeopleOutline,
  jobs: WorkOutline,
  schedule: CalendarMonthOutlined,
  timesheet: ScheduleOutlined,
  proposals: RequestQuoteOutlined,
  workorders: EngineeringOutlined,
  invoices: ReceiptLongOutlined,
  payments: AttachMoneyOutlined,
  email: MailOutline,
  notes: StickyNote2Outlined,
  tasks: CheckBoxOutlined,
  pricebook: CategoryOutlined,
  resources: BuildOutlined,
  suppliers: LocalShippingOutlined,
  report: AssessmentOutlined,
  diagnostics: MemoryOutlined,
  settings: SettingsOutlined,
  billing: CreditCardOutlined,
  locations: PlaceOutlined,
  users: ManageAccountsOutlined,
};

export interface NavIconProps extends SvgIconProps {
  name: NavIconName;
}

export function NavIcon({ name, ...props }: NavIconProps) {
  const Icon = icons[name] ?? DescriptionOutlined;
  return <Icon {...props} />;
}
