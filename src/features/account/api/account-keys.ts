export const accountKeys = {
  all: ['account'] as const,
  resetGuid: (guid: string) => ['account', 'reset-guid', guid] as const,
};
