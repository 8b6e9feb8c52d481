import { entityKeys, type EntityTag } from '@/lib/query-keys';

const keys = entityKeys('user-preference');

/** Query keys of the signed-in user's preferences, rooted at the `user-preference` tag. */
export const userPreferenceKeys = {
  all: keys.all,
  list: () => keys.key('list'),
};

/**
 * What saving user preferences changes: the preferences, and the dashboard they configure (its
 * snapshots, their order and defaults, and Getting Started, which reloads the dashboard when turned on).
 */
export const userPreferenceChanges: readonly EntityTag[] = ['user-preference', 'dashboard'];
