export const reportKeys = {
  all: ['reports'] as const,
  logonAudit: () => ['reports', 'logon-audit'] as const,
};
