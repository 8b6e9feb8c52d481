import { entityKeys, type EntityTag } from '@/lib/query-keys';

const keys = entityKeys('user-preference');

export const preferenceKeys = {
  all: keys.all,
  list: () => keys.key('list'),
};

/**
 * What saving user preferences changes: the preferences, and the dashboard they configure (its
 * snapshots, their order and defaults, and Getting Started, which reloads the dashboard when turned on).
 */
export const userPreferenceChanges: readonly EntityTag[] = ['user-preference', 'dashboard'];
