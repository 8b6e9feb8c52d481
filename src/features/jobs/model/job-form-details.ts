import type { JobDetail, JobDetailInput } from '@/lib/schemas/job-detail-schemas';
import type { JobDetailLine } from '../components/job-details/job-detail-line';

/**
 * The job details between the API and the editor's form: the form keeps each line as a plain
 * `JobDetailLine` (identifiers as contexts), the request sends `JobDetailInput`s.
 */

/** The saved details in list order, as the form holds them. */
export function linesFromJobDetails(details: readonly JobDetail[]): JobDetailLine[] {
  return [...details]
    .sort((a, b) => a.order - b.order)
    .map((detail) => ({
      context: detail.context,
      guid: detail.guid,
      parentGuid: detail.parentGuid,
      jobDetailType: detail.jobDetailType,
      cud: 'None',
      name: detail.name,
      description: detail.description,
      order: detail.order,
      invoiceId: detail.invoiceId,
      proposalIdentifierList: detail.proposalIdentifierList,
      workOrderIdentifierList: detail.workOrderIdentifierList,
      invoiceIdentifierList: detail.invoiceIdentifierList,
      pricebookItemIdentifier: detail.pricebookItemIdentifier?.context ?? null,
      pricebookBundleIdentifier: detail.pricebookBundleIdentifier?.context ?? null,
      priceDetail: detail.jobDetailType === 'Subtotal' ? null : { ...detail.priceDetail },
      jobServiceGroup: detail.jobServiceGroup,
      hours: detail.hours,
      ...(detail.quantityReconciled ? { quantityReconciled: detail.quantityReconciled } : {}),
    }));
}

/**
 * The request's details: every line the server knows or is to create. A line added and deleted
 * again before saving is left out. Without `JOB_COST_R` cost and markup are left out (the server
 * keeps the stored ones).
 */
export function detailInputsFromLines(lines: readonly JobDetailLine[], showCosts: boolean): JobDetailInput[] {
  return lines
    .filter((line) => !(line.cud === 'Delete' && !line.context))
    .map((line) => {
      const price = line.priceDetail;
      return {
        context: line.cud === 'Create' ? null : (line.context ?? null),
        guid: line.guid,
        parentGuid: line.parentGuid ?? null,
        jobDetailType: line.jobDetailType,
        cud: line.cud,
        order: Math.max(1, line.order),
        name: line.name,
        description: line.description,
        pricebookItemContext: line.pricebookItemIdentifier ?? null,
        pricebookBundleContext: line.pricebookBundleIdentifier ?? null,
        jobServiceGroup: line.jobServiceGroup ?? '',
        hours: line.hours ?? null,
        priceDetail: {
          ...(showCosts ? { cost: price?.cost ?? null, markup: price?.markup ?? null } : {}),
          price: price?.price ?? 0,
          quantity: price?.quantity ?? 1,
          nonTaxable: price?.nonTaxable ?? false,
        },
      };
    });
}

/**
 * The lines with the reconciled quantities of the saved details (spec 3 §5: an Item line's quantity
 * cannot go below it). A reconciliation changes them on the server without a new job version, so the
 * editor takes them over by context and leaves everything else as typed. The same array when nothing
 * changed.
 */
export function withReconciledQuantities(lines: JobDetailLine[], details: readonly JobDetail[]): JobDetailLine[] {
  const reconciled = new Map(details.map((detail) => [detail.context, detail.quantityReconciled ?? 0]));
  let changed = false;
  const next = lines.map((line) => {
    const quantity = line.context ? reconciled.get(line.context) : undefined;
    if (quantity === undefined || quantity === (line.quantityReconciled ?? 0)) return line;
    changed = true;
    const { quantityReconciled: _previous, ...rest } = line;
    return quantity > 0 ? { ...rest, quantityReconciled: quantity } : rest;
  });
  return changed ? next : lines;
}
