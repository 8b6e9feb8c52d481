import { entityKeys } from '@/lib/query-keys';
import type { IntakeSearchRequest } from '@/lib/schemas/intake-schemas';

const keys = entityKeys('intake');

/** Query keys of the intake feature, rooted at the `intake` tag that mutations invalidate. */
export const intakeKeys = {
  ...keys,
  list: (request: IntakeSearchRequest) => keys.key('list', request),
  histories: () => keys.key('history'),
  history: (context: string) => keys.key('history', context),
};
