import { compareKeys } from '../lib/text-order';
import { seededUuid } from './ids';
import { ruleDisplayText, type StoredRule } from './recurrence-rules';
import type { Appointment, JobChain } from './types';

/** The rules of the seed's recurring jobs (seed-operations.ts): quarterly rooftop units, monthly grease trap service. */
const chainRules: { key: string; rule: StoredRule }[] = [
  { key: 'lincoln-rtu', rule: { frequency: 'Monthly', interval: 3, weekDays: [], count: 3, until: null } },
  { key: 'bluebird-grease', rule: { frequency: 'Monthly', interval: 1, weekDays: [], count: 3, until: null } },
];

/** A chain per seeded recurring job: its rule and its first appointment's times and crew. */
export function seedJobChains(appointments: readonly Appointment[], dateCreated: (chainId: string) => string): JobChain[] {
  return chainRules.flatMap(({ key, rule }) => {
    const chainId = seededUuid(`chain:${key}`);
    const first = appointments.filter((appointment) => appointment.chainId === chainId).sort((a, b) => compareKeys(a.startDate, b.startDate))[0];
    if (!first) return [];
    return [
      {
        chainId,
        rule,
        displayText: ruleDisplayText(rule, first.startDate),
        startDate: first.startDate,
        endDate: first.endDate,
        allDay: first.allDay,
        participantContexts: [...first.participantContexts],
        dateCreated: dateCreated(chainId),
      },
    ];
  });
}
