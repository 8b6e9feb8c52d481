import { randomUuid } from './ids';
import type { MockDb } from './mock-store';
import type { IntakeHistoryEntry } from './types';

/**
 * Records one field change of an intake for the Intake History dialog. Every handler that changes
 * an intake (intake update, an appointment that schedules it, a job started from it) calls this.
 */
export function recordIntakeChange(
  db: MockDb,
  change: { intakeContext: string; userName: string; field: string; oldValue: string; newValue: string; at?: Date },
): IntakeHistoryEntry {
  const entry: IntakeHistoryEntry = {
    context: randomUuid(),
    intakeContext: change.intakeContext,
    dateTime: (change.at ?? new Date()).toISOString(),
    userName: change.userName,
    field: change.field,
    oldValue: change.oldValue,
    newValue: change.newValue,
  };
  return db.intakeHistory.insert(entry);
}
