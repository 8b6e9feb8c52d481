import type { ListPhoneHelperCards } from '@/components/list-page/phone-list-helper';
import { paths } from '@/config/paths';

export const INTAKE_SEARCH_HINT = 'Title, description, customer name, address, telephone or email';

/**
 * Spec 2 §2: on phones the intake list opens with three cards — Search Intake (free text), Add a
 * New Intake and View All.
 */
export const intakePhoneHelper: ListPhoneHelperCards = {
  searchTitle: 'Search Intake',
  searchHint: INTAKE_SEARCH_HINT,
  add: { title: 'Add a New Intake', description: 'Take a call or request for a new or existing customer.', to: paths.intakeAdd(), permission: 'INTAKE_C' },
  viewAll: { title: 'View All', description: 'Browse, filter and sort every intake record.' },
};
