import { CellLink, CellText, DateTimeLines, StatusTag } from '@/components/data-table/cell-parts';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { paths } from '@/config/paths';
import type { IntakeListItem } from '@/lib/schemas/intake-schemas';
import { primaryTelephone } from '../model/intake-display';
import { CustomerCell } from '@/components/data-table/customer-cell';

/** The desktop intake list: Date/Time, Type / Description, Status, Customer and Telephone. */
export const intakeColumns: DataTableColumn<IntakeListItem>[] = [
  {
    id: 'dateTime',
    header: 'Date/Time',
    sortField: 'DateTime',
    firstDirection: 'DESC',
    nowrap: true,
    cell: (intake) => <DateTimeLines value={intake.dateTime} />,
  },
  {
    id: 'description',
    header: 'Type / Description',
    sortField: 'IntakeType',
    minWidth: 220,
    cell: (intake) => (
      <>
        <CellText tone="secondary" caption>
          {intake.intakeType.text}
        </CellText>
        <CellLink to={paths.intakeView(intake.context)} strong anywhere>
          {intake.description}
        </CellLink>
      </>
    ),
  },
  { id: 'status', header: 'Status', sortField: 'Status', nowrap: true, cell: (intake) => <StatusTag status={intake.status} /> },
  {
    id: 'customer',
    header: 'Customer',
    sortField: 'Customer',
    minWidth: 200,
    cell: (intake) => <CustomerCell customer={intake.customer} serviceAddress={intake.serviceAddress} />,
  },
  { id: 'telephone', header: 'Telephone', nowrap: true, cell: (intake) => primaryTelephone(intake.customer) },
];
