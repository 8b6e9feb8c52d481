export const JOB_CREATED = 'Job created.';
