import { useForm, type UseFormReturn } from 'react-hook-form';
import { vi } from 'vitest';
import { Toasts } from '@/components/toasts';
import type { JobDetailLine, PricebookChoice } from '@/features/jobs/components/job-details/job-detail-line';
import { JobDetailsSection } from '@/features/jobs/components/job-details/job-details-section';
import { JobTotalsFooter } from '@/features/jobs/components/job-totals/job-totals-footer';
import type { Discount, DiscountInput, TaxOverride, TaxOverrideInput } from '@/lib/schemas/job-catalogue-schemas';
import { renderElement } from '../../support/render-route';

/**
 * The job editor's lines and totals as the job editor mounts them: one react-hook-form with the job
 * details, the discount and the tax override (plus a name field that makes the form dirty), the
 * job details section and the totals footer bound to it, and the app's toasts.
 */
export interface LinesFormValues {
  name: string;
  jobDetailList: JobDetailLine[];
  discount: DiscountInput | null;
  taxOverride: TaxOverrideInput | null;
}

export interface RenderLinesOptions {
  lines?: JobDetailLine[];
  discount?: DiscountInput | null;
  taxOverride?: TaxOverrideInput | null;
  canCreateDocuments?: boolean;
  showCosts?: boolean;
  serviceItems?: PricebookChoice[];
  laborItems?: PricebookChoice[];
  laborDescriptions?: string[];
  salesTaxRate?: number | null;
  applySalesTax?: boolean;
  discounts?: Discount[];
  taxOverrides?: TaxOverride[];
  readOnlyTotals?: boolean;
}

export function renderJobLines(options: RenderLinesOptions = {}) {
  const formRef: { current: UseFormReturn<LinesFormValues> | null } = { current: null };
  const choices = { serviceItems: options.serviceItems, laborItems: options.laborItems, laborDescriptions: options.laborDescriptions };
  function Harness() {
    const form = useForm<LinesFormValues>({
      defaultValues: { name: 'Furnace install', jobDetailList: options.lines ?? [], discount: options.discount ?? null, taxOverride: options.taxOverride ?? null },
    });
    formRef.current = form;
    return (
      <>
        <label>
          Job name
          <input {...form.register('name')} />
        </label>
        <JobDetailsSection
          control={form.control}
          name="jobDetailList"
          canCreateDocuments={options.canCreateDocuments ?? false}
          showCosts={options.showCosts ?? false}
          choices={choices}
        />
        <JobTotalsFooter
          control={form.control}
          detailsName="jobDetailList"
          discountName="discount"
          taxOverrideName="taxOverride"
          salesTaxRate={options.salesTaxRate ?? null}
          applySalesTax={options.applySalesTax ?? false}
          discounts={options.discounts}
          taxOverrides={options.taxOverrides}
          readOnly={options.readOnlyTotals}
        />
        <Toasts />
      </>
    );
  }
  const rendered = renderElement(<Harness />, { userEvent: { delay: null } });
  const form = () => {
    if (!formRef.current) throw new Error('the harness has not rendered');
    return formRef.current;
  };
  return { ...rendered, form };
}

let guids = 0;

/** A saved line: Item, price × quantity, taxable, not on a document. */
export function savedLine(name: string, price: number, quantity = 1, overrides: Partial<JobDetailLine> = {}): JobDetailLine {
  guids += 1;
  return {
    context: `detail-${guids}`,
    guid: `guid-${guids}`,
    parentGuid: null,
    jobDetailType: 'Item',
    cud: 'None',
    name,
    description: '',
    order: 1,
    priceDetail: { price, quantity, total: price * quantity, nonTaxable: false },
    proposalIdentifierList: [],
    workOrderIdentifierList: [],
    invoiceIdentifierList: [],
    ...overrides,
  };
}

/** Numbers the lines 1, 2, 3… as a loaded job has them. */
export function inOrder(lines: JobDetailLine[]): JobDetailLine[] {
  return lines.map((line, index) => ({ ...line, order: index + 1 }));
}

/** A subtotal line. */
export function subtotalLine(name: string): JobDetailLine {
  return savedLine(name, 0, 1, { jobDetailType: 'Subtotal', priceDetail: null });
}

export { stubMediaWidth, unstubMediaWidth } from '../../support/media-width';

/**
 * jsdom has no layout: table rows get 48 px high boxes one under the other (by their `data-index`),
 * so dnd-kit's keyboard sensor finds the row above or below the one it moves.
 */
export function stubRowLayout(): void {
  const rect = (top: number, height: number) => ({ x: 0, y: top, top, left: 0, right: 960, bottom: top + height, width: 960, height, toJSON: () => ({}) });
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const index = this.matches('tr[data-index], li[data-index]') ? Number(this.dataset.index) : null;
    return (index === null ? rect(0, 0) : rect(200 + index * 48, 48)) as DOMRect;
  });
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
}
