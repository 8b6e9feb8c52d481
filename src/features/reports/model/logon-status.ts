/** A logon record is a failure when its status mentions a failure or a lock (e.g. LOGIN FAILED, ACCOUNT LOCKED). */
export function isFailedLogon(status: string): boolean {
  return /FAILED|LOCKED/i.test(status);
}

/** How many of the records are failures. */
export function countFailedLogons(rows: readonly { status: string }[]): number {
  return rows.filter((row) => isFailedLogon(row.status)).length;
}
