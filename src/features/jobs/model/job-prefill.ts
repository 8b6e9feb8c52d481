/** What a record starting a job (an intake's Add Job) hands to `jobs/add/{customerContext}` as router state. */
export interface JobPrefill {
  description: string;
  serviceAddressContext: string | null;
  intakeContext: string | null;
}

/** The prefill in a router location's state, when it is one; anything else is ignored. */
export function readJobPrefill(state: unknown): JobPrefill | null {
  if (typeof state !== 'object' || state === null) return null;
  const candidate = state as Record<string, unknown>;
  const text = (value: unknown): value is string => typeof value === 'string';
  const optionalText = (value: unknown): value is string | null => value === null || text(value);
  if (!text(candidate.description) || !optionalText(candidate.serviceAddressContext) || !optionalText(candidate.intakeContext)) return null;
  return { description: candidate.description, serviceAddressContext: candidate.serviceAddressContext, intakeContext: candidate.intakeContext };
}
