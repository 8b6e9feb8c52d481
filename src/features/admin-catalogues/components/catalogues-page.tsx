import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { DiscountFields, TaxOverrideFields } from '@/components/catalogue-fields';
import type { DataTableColumn } from '@/components/data-table/data-table';
import {
  discountFormSchema,
  discountFormValues,
  discountFromForm,
  taxOverrideFormSchema,
  taxOverrideFormValues,
  taxOverrideFromForm,
  type DiscountFormValues,
  type TaxOverrideFormValues,
} from '@/lib/catalogues/catalogue-forms';
import { formatDiscountOff, formatTaxRate } from '@/lib/job-calculations';
import type { Discount, TaxOverride } from '@/lib/schemas/job-catalogue-schemas';
import { useDeleteCatalogueEntry, useDiscountCatalogue, useSaveDiscount, useSaveTaxOverride, useTaxOverrideCatalogue } from '../api/catalogues';
import { DISCOUNT_DELETED, DISCOUNT_SAVED, TAX_OVERRIDE_DELETED, TAX_OVERRIDE_SAVED } from '../model/admin-catalogue-messages';
import type { CatalogueForm } from './catalogue-editor-dialog';
import { CatalogueSection } from './catalogue-section';

const discountColumns: DataTableColumn<Discount>[] = [
  { id: 'description', header: 'Description', breakWords: true, cell: (row) => row.description },
  { id: 'type', header: 'Type', nowrap: true, cell: (row) => row.discountType },
  { id: 'value', header: 'Discount', nowrap: true, align: 'right', cell: (row) => formatDiscountOff(row) },
];

const taxOverrideColumns: DataTableColumn<TaxOverride>[] = [
  { id: 'description', header: 'Description', breakWords: true, cell: (row) => row.description },
  { id: 'rate', header: 'Tax Rate', nowrap: true, align: 'right', cell: (row) => formatTaxRate(row.taxRate) },
];

/** Add Discount or Edit Discount: description, type and value, checked as the server checks them. */
const discountForm: CatalogueForm<Discount, DiscountFormValues> = {
  resolver: zodResolver(discountFormSchema),
  values: discountFormValues,
  fields: (control) => <DiscountFields control={control} counter valueHelperText="Dollars for Amount, percent for Percentage." />,
};

/** Add Tax Override or Edit Tax Override: description and rate in percent. */
const taxOverrideForm: CatalogueForm<TaxOverride, TaxOverrideFormValues> = {
  resolver: zodResolver(taxOverrideFormSchema),
  values: taxOverrideFormValues,
  fields: (control) => <TaxOverrideFields control={control} counter />,
};

/** The discount and tax override catalogues the jobs' dialogs pick from (administration, issue 19). */
export default function CataloguesPage() {
  const discounts = useDiscountCatalogue();
  const taxOverrides = useTaxOverrideCatalogue();
  const saveDiscount = useSaveDiscount();
  const saveTaxOverride = useSaveTaxOverride();
  const deleteDiscount = useDeleteCatalogueEntry('discount');
  const deleteTaxOverride = useDeleteCatalogueEntry('taxOverride');
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3, maxWidth: 960 }}>
      <CatalogueSection
        label="Discounts"
        noun="Discount"
        rows={discounts.data}
        columns={discountColumns}
        form={discountForm}
        onSave={(values, context) => saveDiscount.mutateAsync({ ...discountFromForm(values), context })}
        savedMessage={DISCOUNT_SAVED}
        onDelete={(context) => deleteDiscount.mutateAsync(context)}
        deleting={deleteDiscount.isPending}
        deletedMessage={DISCOUNT_DELETED}
      />
      <CatalogueSection
        label="Tax Overrides"
        noun="Tax Override"
        rows={taxOverrides.data}
        columns={taxOverrideColumns}
        form={taxOverrideForm}
        onSave={(values, context) => saveTaxOverride.mutateAsync({ ...taxOverrideFromForm(values), context })}
        savedMessage={TAX_OVERRIDE_SAVED}
        onDelete={(context) => deleteTaxOverride.mutateAsync(context)}
        deleting={deleteTaxOverride.isPending}
        deletedMessage={TAX_OVERRIDE_DELETED}
      />
    </Box>
  );
}
