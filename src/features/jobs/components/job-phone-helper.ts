import type { ListPhoneHelperCards } from '@/components/list-page/phone-list-helper';
import { paths } from '@/config/paths';
import { JOB_CREATE } from '../model/job-permissions';

export const JOB_SEARCH_HINT = 'Job name, description, customer first or last name, address, telephone or email';

/** Spec 2 §2: on phones the job list opens with three cards — Search Jobs, Add a New Job and View All Jobs. */
export const jobPhoneHelper: ListPhoneHelperCards = {
  searchTitle: 'Search Jobs',
  searchHint: JOB_SEARCH_HINT,
  add: { title: 'Add a New Job', description: 'Start a job for a new or existing customer.', to: paths.jobsAdd, permission: JOB_CREATE },
  viewAll: { title: 'View All Jobs', description: 'Browse, filter and sort every job.' },
};
