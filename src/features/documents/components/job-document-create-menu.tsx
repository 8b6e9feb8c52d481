import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import { toast } from '@/components/toasts';
import { useSession } from '@/lib/auth/use-session';
import { calculateJobTotals, lineTotal, optionDocumentTotals, toCentsNumber, type JobCalculationInput } from '@/lib/job-calculations';
import { documentPermissions } from '@/lib/permission-codes';
import { can } from '@/lib/permissions';
import { documentKinds, documentKindNames, type DocumentKind, type JobDocument } from '@/lib/schemas/document-schemas';
import { documentCreateRequest, documentCreationRefusal, documentLineContexts, type DocumentSourceJob } from '../model/document-create';
import { documentTitle } from '../model/document-texts';
import { DocumentCreateDialog, type DocumentLineSummary } from './document-create-dialog';
import { DocumentPdfDialog } from './document-pdf-dialog';

export interface JobDocumentSource extends DocumentSourceJob {
  jobDetailList: readonly (DocumentSourceJob['jobDetailList'][number] & JobCalculationInput['jobDetailList'][number] & { name: string; priceDetail: { price: number; quantity: number; nonTaxable: boolean } | null })[];
  discount: JobCalculationInput['discount'];
  taxOverride: JobCalculationInput['taxOverride'];
  salesTaxRate: { rate: number };
  images: readonly { context: string; name: string }[];
}

export interface JobDocumentCreateMenuProps {
  job: JobDocumentSource;
  /** The selected job details (top-level contexts); none means all. */
  selectedContexts: readonly string[];
  /** The job form has unsaved changes: documents cannot be made (spec 2 §5). Read when a document is chosen. */
  isDirty: () => boolean;
  applySalesTax: boolean;
  /** The job's payments not yet on an invoice (applied to a new invoice). */
  payments: readonly { context: string; date: string; amount: number; paymentType: { text: string }; invoice: unknown }[];
}

/** The lines and total a new document would have, by the calculation module. */
function lineSummary(job: JobDocumentSource, contexts: readonly string[], applySalesTax: boolean): { rows: DocumentLineSummary[]; total: number } {
  const chosen = new Set(contexts);
  const rows = job.jobDetailList
    .filter((line) => line.context && chosen.has(line.context) && line.jobDetailType !== 'Subtotal')
    .map((line) => ({
      context: line.context,
      name: line.name,
      quantity: line.priceDetail?.quantity ?? 0,
      total: line.priceDetail ? toCentsNumber(lineTotal(line.priceDetail)) : 0,
    }));
  const totals = calculateJobTotals({ jobDetailList: job.jobDetailList, discount: job.discount, taxOverride: job.taxOverride, salesTaxRate: job.salesTaxRate.rate, applySalesTax, selectedContexts: contexts });
  return { rows, total: toCentsNumber(totals.total) };
}

/** The job's calculation input without a selection: what each good / better / best option is figured from (issue 20). */
function optionInput(job: JobDocumentSource, applySalesTax: boolean) {
  return { jobDetailList: job.jobDetailList, discount: job.discount, taxOverride: job.taxOverride, salesTaxRate: job.salesTaxRate.rate, applySalesTax };
}

/**
 * The job's "Proposal, WO, or Invoice" dropdown (spec 3 §2 Job document actions): Create Proposal,
 * Create Work Order, Create Invoice, each with its create permission, from the selected lines (all
 * when none are selected), refused while the job has unsaved changes or, for an invoice, when a
 * line is already on one. The new document's PDF opens once it is made.
 */
export function JobDocumentCreateMenu({ job, selectedContexts, isDirty, applySalesTax, payments }: JobDocumentCreateMenuProps) {
  const menuId = useId();
  const user = useSession().userState;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [creating, setCreating] = useState<DocumentKind | null>(null);
  const [created, setCreated] = useState<JobDocument | null>(null);
  const kinds = documentKinds.filter((kind) => can(user, documentPermissions[kind].create));
  if (kinds.length === 0) return null;

  const choose = (kind: DocumentKind) => {
    setAnchor(null);
    const refusal = documentCreationRefusal(kind, job, selectedContexts, isDirty());
    if (refusal) toast.warning(refusal);
    else setCreating(kind);
  };
  const contexts = documentLineContexts(job, selectedContexts);

  return (
    <>
      <Button
        variant="outlined"
        endIcon={<ArrowDropDown />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Proposal, WO, or Invoice
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {kinds.map((kind) => (
          <MenuItem key={kind} onClick={() => choose(kind)}>
            Create {documentKindNames[kind]}
          </MenuItem>
        ))}
      </Menu>
      {creating ? (
        <DocumentCreateDialog
          kind={creating}
          request={documentCreateRequest(job, selectedContexts)}
          lines={lineSummary(job, contexts, applySalesTax)}
          images={job.images}
          payments={creating === 'invoice' ? payments.filter((payment) => payment.invoice === null) : null}
          optionFigures={creating === 'proposal' ? (option) => optionDocumentTotals(optionInput(job, applySalesTax), option) : null}
          onClose={() => setCreating(null)}
          onCreated={(document) => {
            setCreating(null);
            setCreated(document);
          }}
        />
      ) : null}
      {created ? (
        <DocumentPdfDialog kind={created.kind} context={created.context} title={documentTitle(created)} filename={created.filename} onClose={() => setCreated(null)} />
      ) : null}
    </>
  );
}
