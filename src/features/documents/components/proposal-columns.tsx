import { CellLines, CellText, StatusTag } from '@/components/data-table/cell-parts';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { formatMoney } from '@/lib/format';
import type { DocumentListItem } from '@/lib/schemas/document-schemas';
import { proposalTotalText } from '../model/proposal-options-display';
import { CardLine, dayText, DocumentCardHeading, documentDateColumn, DocumentTitle, moneyColumn } from './document-list-parts';

type ESignSummary = DocumentListItem['eSign'];


/** The eSign column: the customer's response (awaiting one until they answer) and when the link expires. */
export function ESignSummaryText({ eSign }: { eSign: ESignSummary }) {
  if (!eSign) return <CellText tone="secondary">{'\u2014'}</CellText>;
  return (
    <CellLines>
      <CellText as="span">{eSign.customerResponse ?? 'No response yet'}</CellText>
      <CellText as="span" tone="secondary" nowrap>
        Link expires {dayText(eSign.linkExpirationDate)}
      </CellText>
    </CellLines>
  );
}

const leading: DataTableColumn<DocumentListItem>[] = [
  documentDateColumn(),
  { id: 'proposal', header: 'Proposal', minWidth: 180, cell: (proposal) => <DocumentTitle document={proposal} /> },
  { id: 'status', header: 'Status', sortField: 'Status', nowrap: true, cell: (proposal) => <StatusTag status={proposal.status} /> },
];

const eSignColumn: DataTableColumn<DocumentListItem> = { id: 'esign', header: 'eSign', minWidth: 150, cell: (proposal) => <ESignSummaryText eSign={proposal.eSign} /> };

const figures: DataTableColumn<DocumentListItem>[] = [
  moneyColumn('cost', 'Cost', (proposal) => proposal.cost),
  moneyColumn('subtotal', 'Subtotal', (proposal) => proposal.subtotal),
  moneyColumn('discount', 'Discount', (proposal) => proposal.discount),
  moneyColumn('tax', 'Tax', (proposal) => proposal.tax),
  { ...moneyColumn('total', 'Total', (proposal) => proposal.total, 'Total'), cell: (proposal) => proposalTotalText(proposal) },
];

/** Spec 2 §2 Proposal list: Date, Proposal, Status, Cost, Subtotal, Discount, Tax, Total (the actions are the table's). */
export const proposalColumns: DataTableColumn<DocumentListItem>[] = [...leading, ...figures];
/** The same with the eSign column, shown when any proposal has eSign. */
export const proposalColumnsWithESign: DataTableColumn<DocumentListItem>[] = [...leading, eSignColumn, ...figures];

/** The phone card: number and name with the menu, status, date, eSign (when the list shows it), total. */
export function ProposalCard({ proposal, showESign }: { proposal: DocumentListItem; showESign: boolean }) {
  return (
    <>
      <DocumentCardHeading document={proposal} status={<StatusTag status={proposal.status} />} />
      <CardLine label="Date">{dayText(proposal.date)}</CardLine>
      {showESign ? (
        <CardLine label="eSign">
          <ESignSummaryText eSign={proposal.eSign} />
        </CardLine>
      ) : null}
      <CardLine label="Subtotal">{formatMoney(proposal.subtotal)}</CardLine>
      <CardLine label="Total">{proposalTotalText(proposal)}</CardLine>
    </>
  );
}
