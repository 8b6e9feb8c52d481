import { useMemo, useState } from 'react';
import type { Control, UseFormReturn } from 'react-hook-form';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useDirtyReader } from '@/components/record-editor/editor-form-state';
import { EditorSection } from '@/components/record-list/editor-section';
import { JobDocumentCreateMenu } from '@/features/documents';
import { usePricebookItemSearch } from '@/features/pricebook';
import { documentPermissions } from '@/lib/permission-codes';
import type { JobRecord } from '@/lib/schemas/job-schemas';
import { jobEditorTourTargets } from '@/features/tour';
import { pricebookPageSizes, pricebookSearchRequest } from '@/lib/schemas/pricebook-schemas';
import { useCan } from '@/lib/permissions';
import { useSystemSettings } from '@/lib/system-settings/get-system-settings';
import { useDiscounts, useTaxOverrides } from '../api/get-catalogues';
import { useJobPayments } from '../api/get-job-payments';
import { JOB_COST_READ, PAYMENT_READ } from '../model/job-permissions';
import { laborDescriptions } from '../model/job-settings';
import type { JobFormValues } from '../model/job-form';
import { FlatRateBundleEditor } from './job-details/flat-rate-bundle-editor';
import type { JobDetailLine, LineChoices } from './job-details/job-detail-line';
import { JobDetailsSection } from './job-details/job-details-section';
import { JobInventoryButton } from './job-inventory-button';
import { JobPricebookButton } from './job-pricebook-button';
import { JobTotalsFooter } from './job-totals/job-totals-footer';
import type { SalesTaxState } from './use-sales-tax-rate';

export interface JobDetailsPartProps {
  control: Control<JobFormValues>;
  /** The editor's form: the Pricebook button adds the cart's lines through it. */
  form: Pick<UseFormReturn<JobFormValues>, 'getValues' | 'setValue'>;
  salesTax: SalesTaxState;
  /** Adding from the pricebook saves the job (a saved, non-recurring job). */
  autoSave: boolean;
  /** The saved job (Inventory Reconciliation, documents); none while adding. */
  record?: JobRecord | null;
}

const documentCreatePermissions = { anyOf: [documentPermissions.proposal.create, documentPermissions.workOrder.create, documentPermissions.invoice.create] };

/** Spec 3 §7: the Pricebook Service and Pricebook Labor selects list up to 200 active items of their type. */
const serviceRequest = pricebookSearchRequest({ itemType: 'Service', pageSize: pricebookPageSizes.laborServiceSearch });
const laborRequest = pricebookSearchRequest({ itemType: 'Labor', pageSize: pricebookPageSizes.laborServiceSearch });

/**
 * The job editor's lines and totals: the job details list editor (components/job-details) and the
 * totals footer with its discount and tax override (components/job-totals), fed by the editor's
 * sales tax rate, and the "Proposal, WO, or Invoice" dropdown making documents from the selected lines.
 */
export function JobDetailsPart({ control, form, salesTax, autoSave, record = null }: JobDetailsPartProps) {
  const jobContext = record?.context ?? null;
  // The document menu reads the form's unsaved changes when a document is chosen: the first change of the lines renders nothing here.
  const { tracker, isDirty } = useDirtyReader(control);
  const [selected, setSelected] = useState<string[]>([]);
  const canCreateDocuments = useCan(documentCreatePermissions) && record !== null;
  const canReadPayments = useCan(PAYMENT_READ);
  const payments = useJobPayments(jobContext ?? '', { enabled: canCreateDocuments && canReadPayments });
  const [bundle, setBundle] = useState<JobDetailLine | null>(null);
  const showCosts = useCan(JOB_COST_READ);
  const discounts = useDiscounts({ enabled: true });
  const taxOverrides = useTaxOverrides({ enabled: true });
  const services = usePricebookItemSearch(serviceRequest, { enabled: true });
  const labor = usePricebookItemSearch(laborRequest, { enabled: true });
  const settings = useSystemSettings();
  const choices = useMemo<LineChoices>(
    () => ({ serviceItems: services.data?.results, laborItems: labor.data?.results, laborDescriptions: laborDescriptions(settings.data) }),
    [services.data, labor.data, settings.data],
  );
  return (
    <EditorSection>
      {tracker}
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        Job Details
      </Typography>
      <Box data-tour={jobEditorTourTargets.addDetail} sx={{ minWidth: 0 }}>
        <JobDetailsSection
          control={control}
          name="jobDetailList"
          canCreateDocuments={canCreateDocuments}
          selectedContexts={selected}
          onSelectedContextsChange={setSelected}
          onEditBundle={setBundle}
          choices={choices}
          toolbar={
            <>
              <JobPricebookButton form={form} autoSave={autoSave} />
              <JobInventoryButton jobContext={jobContext} />
              {canCreateDocuments && record ? (
                <JobDocumentCreateMenu job={record} selectedContexts={selected} isDirty={isDirty} applySalesTax={salesTax.applyTax} payments={payments.data?.payments ?? []} />
              ) : null}
            </>
          }
        />
      </Box>
      <FlatRateBundleEditor
        lines={bundle ? form.getValues('jobDetailList') : []}
        bundle={bundle}
        showCosts={showCosts}
        onClose={() => setBundle(null)}
        onSave={(lines) => form.setValue('jobDetailList', lines, { shouldDirty: true })}
      />
      <JobTotalsFooter
        control={control}
        detailsName="jobDetailList"
        discountName="discount"
        taxOverrideName="taxOverride"
        salesTaxRate={salesTax.rate.rate}
        applySalesTax={salesTax.applyTax}
        selectedContexts={selected}
        discounts={discounts.data}
        taxOverrides={taxOverrides.data}
      />
    </EditorSection>
  );
}
