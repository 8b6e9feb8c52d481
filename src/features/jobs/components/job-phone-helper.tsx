import { PhoneListHelper } from '@/components/list-page/phone-list-helper';
import { paths } from '@/config/paths';
import { isJobHelperSearchTerm } from '../model/job-list';

export const JOB_SEARCH_HINT = 'Job name, description, customer first or last name, address, telephone or email';

export interface JobPhoneHelperProps {
  canCreate: boolean;
  onSearch: (term: string) => void;
  onViewAll: () => void;
}

/** Spec 2 §2: on phones the job list opens with three cards — Search Jobs, Add a New Job and View All Jobs. */
export function JobPhoneHelper({ canCreate, onSearch, onViewAll }: JobPhoneHelperProps) {
  return (
    <PhoneListHelper
      searchTitle="Search Jobs"
      searchHint={JOB_SEARCH_HINT}
      isSearchable={isJobHelperSearchTerm}
      onSearch={onSearch}
      add={canCreate ? { title: 'Add a New Job', description: 'Start a job for a new or existing customer.', to: paths.jobsAdd } : null}
      viewAll={{ title: 'View All Jobs', description: 'Browse, filter and sort every job.', onClick: onViewAll }}
    />
  );
}
