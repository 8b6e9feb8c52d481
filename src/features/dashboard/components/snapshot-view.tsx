import type { ComponentType } from 'react';
import type { CompanyNews } from '@/lib/schemas/dashboard-schemas';
import type { ConfigurableSnapshotKind, SnapshotKind } from '../model/snapshots';
import { CompanyNewsSnapshot } from './company-news-snapshot';
import { CustomerSnapshot } from './customer-snapshot';
import { FinancialSnapshot } from './financial-snapshot';
import { IntakeSnapshot } from './intake-snapshot';
import { JobSnapshot } from './job-snapshot';
import { ScheduleSnapshot } from './schedule-snapshot';
import { TaskSnapshot } from './task-snapshot';
import { TimesheetSnapshot } from './timesheet-snapshot';

/** The snapshots that load what they show themselves. */
const snapshotComponents: Record<ConfigurableSnapshotKind, ComponentType> = {
  customer: CustomerSnapshot,
  financial: FinancialSnapshot,
  intake: IntakeSnapshot,
  job: JobSnapshot,
  schedule: ScheduleSnapshot,
  task: TaskSnapshot,
  timesheet: TimesheetSnapshot,
};

/** The snapshot of a kind. Company news needs the news it shows. */
export function SnapshotView({ kind, news }: { kind: SnapshotKind; news: CompanyNews | undefined }) {
  if (kind === 'companyNews') return news ? <CompanyNewsSnapshot news={news} /> : null;
  const Snapshot = snapshotComponents[kind];
  return <Snapshot />;
}
