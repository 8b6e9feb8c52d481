import type { JobRecord } from '@/lib/schemas/job-schemas';

export interface JobSummaryTile {
  label: string;
  value: string;
}

function percent(value: number): string {
  return `${Number(value.toFixed(3))}%`;
}

/** The facts of a job's overview, in display order; empty references are left out. */
export function jobSummaryTiles(job: Pick<JobRecord, 'jobType' | 'jobStatus' | 'paymentTerm' | 'discount' | 'taxOverride' | 'salesTaxRate' | 'poNumber' | 'releaseNumber'>): JobSummaryTile[] {
  const tiles: JobSummaryTile[] = [
    { label: 'Job Type', value: job.jobType.text },
    { label: 'Job Status', value: job.jobStatus.text },
    { label: 'Payment Term', value: job.paymentTerm?.description ?? 'None' },
    { label: 'Discount', value: percent(job.discount) },
    {
      label: 'Sales Tax',
      value: job.taxOverride === null ? `${percent(job.salesTaxRate)} (looked up)` : `${percent(job.taxOverride)} (override)`,
    },
  ];
  if (job.poNumber) tiles.push({ label: 'PO Number', value: job.poNumber });
  if (job.releaseNumber) tiles.push({ label: 'Release Number', value: job.releaseNumber });
  return tiles;
}
