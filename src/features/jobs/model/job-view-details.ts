import { formatUsd, runningSubtotals, toDecimal, toPlainText, type DecimalInput } from '@/lib/job-calculations';

const plain = (value: DecimalInput) => toPlainText(toDecimal(value));
import type { JobDetail } from '@/lib/schemas/job-detail-schemas';

/** Spec 2 §2 Job view: Invoice, Cost and Markup only when some line has them; No Tax only when some line is non-taxable. */
export interface JobViewColumns {
  invoice: boolean;
  cost: boolean;
  markup: boolean;
  noTax: boolean;
}

export function jobViewColumns(details: readonly JobDetail[]): JobViewColumns {
  const top = details.filter((detail) => !detail.parentGuid);
  return {
    invoice: top.some((detail) => detail.invoiceId !== null),
    cost: top.some((detail) => detail.priceDetail.cost !== null && detail.priceDetail.cost !== undefined),
    markup: top.some((detail) => detail.priceDetail.markup !== null && detail.priceDetail.markup !== undefined),
    noTax: top.some((detail) => detail.jobDetailType !== 'Subtotal' && detail.priceDetail.nonTaxable),
  };
}

export interface JobViewRow {
  context: string;
  type: JobDetail['jobDetailType'];
  name: string;
  description: string;
  invoice: string;
  cost: string;
  markup: string;
  price: string;
  quantity: string;
  total: string;
  noTax: boolean;
}

/** The view's rows in order (a bundle's items are inside its total); a Subtotal row shows the running subtotal. */
export function jobViewRows(details: readonly JobDetail[]): JobViewRow[] {
  const ordered = [...details].sort((a, b) => a.order - b.order).filter((detail) => !detail.parentGuid);
  const subtotals = runningSubtotals(ordered);
  return ordered.map((detail, index) => {
    const subtotal = detail.jobDetailType === 'Subtotal';
    const price = detail.priceDetail;
    return {
      context: detail.context,
      type: detail.jobDetailType,
      name: detail.name,
      description: detail.description,
      invoice: detail.invoiceNumber !== null ? String(detail.invoiceNumber) : '',
      cost: !subtotal && price.cost !== null && price.cost !== undefined ? formatUsd(price.cost) : '',
      markup: !subtotal && price.markup !== null && price.markup !== undefined ? `${plain(price.markup)}%` : '',
      price: subtotal ? '' : formatUsd(price.price),
      quantity: subtotal ? '' : plain(price.quantity),
      total: subtotal ? formatUsd(subtotals[index] ?? 0) : formatUsd(price.total),
      noTax: !subtotal && price.nonTaxable,
    };
  });
}
