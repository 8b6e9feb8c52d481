import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { CellLines, CellText, StatusTag } from '@/components/data-table/cell-parts';
import { truncateText } from '@/lib/format';
import type { DocumentListItem } from '@/lib/schemas/document-schemas';
import { dayText, documentDateColumn, documentListActions } from './document-list-parts';
import { DocumentStatusButton } from './document-status-button';

/** Spec 2 §9: phone cards cut the job description at 100 characters. */
const CARD_DESCRIPTION_MAX = 100;

/** The work order's number, its name and the job's description. */
function WorkOrderTitle({ workOrder }: { workOrder: DocumentListItem }) {
  return (
    <CellLines>
      <CellText as="span" strong>
        {workOrder.number}
        {workOrder.name ? ` \u00b7 ${workOrder.name}` : ''}
      </CellText>
      {workOrder.job.description.trim() ? (
        <CellText as="span" tone="secondary" anywhere>
          {truncateText(workOrder.job.description, CARD_DESCRIPTION_MAX)}
        </CellText>
      ) : null}
    </CellLines>
  );
}

/** Spec 3 §2 Work order list: Date, Work Order, Status (the actions are the table's). */
export const workOrderColumns: DataTableColumn<DocumentListItem>[] = [
  documentDateColumn(),
  { id: 'workOrder', header: 'Work Order', sortField: 'WorkOrderId', firstDirection: 'DESC', minWidth: 240, cell: (workOrder) => <WorkOrderTitle workOrder={workOrder} /> },
  { id: 'status', header: 'Status', sortField: 'Status', nowrap: true, cell: (workOrder) => <StatusTag status={workOrder.status} /> },
];

function primary<T extends { primary: boolean }>(entries: readonly T[]): T | undefined {
  return entries.find((entry) => entry.primary) ?? entries[0];
}

/** The customer's contact summary on a card: name, primary telephone and email (each a link to call or write). */
export function CustomerContactSummary({ customer }: { customer: DocumentListItem['customer'] }) {
  const telephone = primary(customer.telephoneList);
  const email = primary(customer.emailList);
  return (
    <Box sx={{ display: 'grid', gap: 0.25, fontSize: '0.875rem' }}>
      <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
        {customer.customerName}
      </Typography>
      {telephone ? (
        <Link href={`tel:${telephone.number}`} variant="body2" sx={{ justifySelf: 'start' }}>
          {telephone.number}
        </Link>
      ) : null}
      {email ? (
        <Link href={`mailto:${email.address}`} variant="body2" sx={{ justifySelf: 'start', overflowWrap: 'anywhere' }}>
          {email.address}
        </Link>
      ) : null}
    </Box>
  );
}

/**
 * Spec 3 §2, the phone work order card: the number, the status, the job description and the
 * customer's contact summary; the action menu beside the number.
 */
export function WorkOrderCard({ workOrder }: { workOrder: DocumentListItem }) {
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography component="span" sx={{ fontWeight: 600, flexGrow: 1 }}>
          Work Order {workOrder.number}
        </Typography>
        <DocumentStatusButton document={workOrder} />
        {documentListActions(workOrder)}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {dayText(workOrder.date)}
      </Typography>
      {workOrder.job.description.trim() ? (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {truncateText(workOrder.job.description, CARD_DESCRIPTION_MAX)}
        </Typography>
      ) : null}
      <CustomerContactSummary customer={workOrder.customer} />
    </>
  );
}
