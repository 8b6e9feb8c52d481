/** What a record starting a job (an intake's Add Job) hands to `jobs/add/{customerContext}` as router state. */
export interface JobPrefill {
  description: string;
  serviceAddressContext: string | null;
  intakeContext: string | null;
}
