import type { CompanyNews } from '@/lib/schemas/dashboard-schemas';
import type { SnapshotKind } from '../model/snapshots';
import { CompanyNewsSnapshot } from './company-news-snapshot';
import { CustomerSnapshot } from './customer-snapshot';
import { FinancialSnapshot } from './financial-snapshot';
import { IntakeSnapshot } from './intake-snapshot';
import { JobSnapshot } from './job-snapshot';
import { ScheduleSnapshot } from './schedule-snapshot';
import { TaskSnapshot } from './task-snapshot';
import { TimesheetSnapshot } from './timesheet-snapshot';

/** The snapshot of a kind. Company news needs the news it shows. */
export function SnapshotView({ kind, news }: { kind: SnapshotKind; news: CompanyNews | undefined }) {
  switch (kind) {
    case 'companyNews':
      return news ? <CompanyNewsSnapshot news={news} /> : null;
    case 'customer':
      return <CustomerSnapshot />;
    case 'financial':
      return <FinancialSnapshot />;
    case 'intake':
      return <IntakeSnapshot />;
    case 'job':
      return <JobSnapshot />;
    case 'schedule':
      return <ScheduleSnapshot />;
    case 'task':
      return <TaskSnapshot />;
    case 'timesheet':
      return <TimesheetSnapshot />;
  }
}
