import { entityKeys } from '@/lib/query-keys';

const keys = entityKeys('company-information');

/** Query keys of the company information page. */
export const companyInformationKeys = {
  all: keys.all,
  detail: () => keys.key('detail'),
  logos: () => keys.key('logo'),
  /** The logo's bytes; `uploadedAt` tells one uploaded logo from the next. */
  logo: (uploadedAt: string) => keys.key('logo', uploadedAt),
};
