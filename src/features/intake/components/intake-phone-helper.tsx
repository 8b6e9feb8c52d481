import { PhoneListHelper } from '@/components/list-page/phone-list-helper';
import { paths } from '@/config/paths';
import { isHelperSearchTerm } from '../model/intake-list';

export interface IntakePhoneHelperProps {
  canCreate: boolean;
  onSearch: (term: string) => void;
  onViewAll: () => void;
}

/**
 * Spec 2 §2: on phones the intake list opens with three cards — Search Intake (free text), Add a
 * New Intake and View All.
 */
export function IntakePhoneHelper({ canCreate, onSearch, onViewAll }: IntakePhoneHelperProps) {
  return (
    <PhoneListHelper
      searchTitle="Search Intake"
      searchHint="Title, description, customer name, address, telephone or email"
      isSearchable={isHelperSearchTerm}
      onSearch={onSearch}
      add={canCreate ? { title: 'Add a New Intake', description: 'Take a call or request for a new or existing customer.', to: paths.intakeAdd() } : null}
      viewAll={{ title: 'View All', description: 'Browse, filter and sort every intake record.', onClick: onViewAll }}
    />
  );
}
