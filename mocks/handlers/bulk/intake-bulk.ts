import { intakeMessages, intakeSearchRequestSchema } from '../../../src/lib/schemas/intake-schemas';
import { intakeStatuses } from '../../../src/lib/schemas/dashboard-schemas';
import { customerName, personnelName } from '../../db/record-views';
import type { Intake } from '../../db/types';
import { requestMessages, validationError } from '../handler-utils';
import { intakeDeleteProblem, intakeStoredFields, removeIntake, saveIntakeFields } from '../intake-handlers';
import { matchingIntake } from '../intake-search-handlers';
import type { Lookup } from '../record-refs';
import type { BulkAdapter } from './bulk-adapter';
import { sameValueReason } from './bulk-texts';

type IntakeStatus = Intake['status'];

const isStatus = (value: string | null): value is IntakeStatus => (intakeStatuses as readonly string[]).includes(value ?? '');

function assigneeName(lookup: Lookup, context: string | null): string {
  const person = lookup.personnel(context);
  return person ? personnelName(person) : 'Nobody';
}

/** Intake records for bulk changes: Status, Assigned To, Delete (spec 2 §4 and §8 rules). */
export const intakeBulk: BulkAdapter<Intake> = {
  readPermission: 'INTAKE_R',
  get: (db, context) => db.intakes.get(context),
  context: (intake) => intake.context,
  name: (lookup, intake) => {
    const customer = lookup.customer(intake.customerContext);
    return customer ? `${intake.description} (${customerName(customer)})` : intake.description;
  },
  version: (intake) => intake.version,
  matching: (db, filter) => {
    const parsed = intakeSearchRequestSchema.safeParse({ pageNumber: 1, pageSize: 1, ...(filter as object) });
    if (!parsed.success) return validationError(requestMessages(parsed.error));
    const matched = matchingIntake(db, parsed.data);
    return matched instanceof Response ? matched : matched.found.map((row) => row.intake);
  },
  actions: {
    status: {
      permission: 'INTAKE_U',
      deniedReason: 'You do not have permission to change intake records.',
      valueProblem: (_lookup, value) => (isStatus(value) ? null : intakeMessages.statusUnknown),
      summary: (_lookup, value) => `Status → ${value}`,
      plan: (_lookup, intake, value) => (intake.status === value ? { skip: sameValueReason('Status', value!) } : { from: intake.status, to: value! }),
      apply: (lookup, user, intake, value, offset) => saveIntakeFields(lookup, user, intake, { ...intakeStoredFields(intake), status: value as IntakeStatus }, offset).version,
      restore: (lookup, user, current, before, offset) => saveIntakeFields(lookup, user, current, { ...intakeStoredFields(current), status: before.status }, offset).version,
    },
    assign: {
      permission: 'INTAKE_U',
      deniedReason: 'You do not have permission to change intake records.',
      valueProblem: (lookup, value) => (value === null || lookup.personnel(value) ? null : intakeMessages.assigneeUnknown),
      summary: (lookup, value) => `Assigned To → ${assigneeName(lookup, value)}`,
      plan: (lookup, intake, value) =>
        intake.assignedToContext === value
          ? { skip: sameValueReason('Assigned To', assigneeName(lookup, value)) }
          : { from: assigneeName(lookup, intake.assignedToContext), to: assigneeName(lookup, value) },
      apply: (lookup, user, intake, value, offset) => saveIntakeFields(lookup, user, intake, { ...intakeStoredFields(intake), assignedToContext: value }, offset).version,
      restore: (lookup, user, current, before, offset) =>
        saveIntakeFields(lookup, user, current, { ...intakeStoredFields(current), assignedToContext: before.assignedToContext }, offset).version,
    },
    delete: {
      permission: 'INTAKE_D',
      deniedReason: 'You do not have permission to delete intake records.',
      valueProblem: () => null,
      summary: () => 'Delete',
      plan: (lookup, intake) => {
        const problem = intakeDeleteProblem(lookup.db, intake.context);
        return problem ? { skip: problem } : { from: intake.status, to: 'Deleted' };
      },
      apply: (lookup, _user, intake) => {
        removeIntake(lookup.db, intake.context);
        return null;
      },
    },
  },
};

