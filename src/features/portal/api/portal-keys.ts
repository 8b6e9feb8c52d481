import { entityKeys } from '@/lib/query-keys';

const keys = entityKeys('portal');

/** The customer portal's queries: the branding, and a link's proposal or invoice by its token. */
export const portalKeys = {
  ...keys,
  branding: () => keys.key('branding'),
  proposal: (token: string) => keys.key('proposal', token),
  invoice: (token: string) => keys.key('invoice', token),
};
