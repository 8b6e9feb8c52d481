import { tableExportColumns } from '@/components/list-export/table-export-columns';
import { formatAddressLine } from '@/lib/format';
import type { IntakeListItem } from '@/lib/schemas/intake-schemas';
import { primaryTelephone } from '../model/intake-display';
import { intakeColumns } from './intake-columns';

/** The intake list's export: the table's columns as shown (the type apart from the description), then the address and assignee. */
export const intakeExportColumns = tableExportColumns<IntakeListItem>(
  intakeColumns,
  {
    dateTime: { kind: 'datetime', value: (intake) => intake.dateTime },
    description: { header: 'Description', kind: 'text', value: (intake) => intake.description, width: 40 },
    status: { kind: 'text', value: (intake) => intake.status, width: 14 },
    customer: { kind: 'text', value: (intake) => intake.customer.customerName },
    telephone: { kind: 'text', value: (intake) => primaryTelephone(intake.customer), width: 18 },
  },
  [
    { id: 'type', header: 'Type', kind: 'text', value: (intake) => intake.intakeType.text, width: 16 },
    { id: 'serviceAddress', header: 'Service Address', kind: 'text', value: (intake) => formatAddressLine(intake.serviceAddress), width: 40 },
    { id: 'assignedTo', header: 'Assigned To', kind: 'text', value: (intake) => intake.assignedTo?.name ?? '', width: 20 },
  ],
);
