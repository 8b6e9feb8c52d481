export const preferenceKeys = {
  all: ['user-preferences'] as const,
  list: () => ['user-preferences', 'list'] as const,
};
