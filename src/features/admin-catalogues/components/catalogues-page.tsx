import Box from '@mui/material/Box';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { formatDiscountOff, formatTaxRate } from '@/lib/job-calculations';
import type { Discount, TaxOverride } from '@/lib/schemas/job-catalogue-schemas';
import { useDeleteCatalogueEntry, useDiscountCatalogue, useTaxOverrideCatalogue } from '../api/catalogues';
import { DISCOUNT_DELETED, TAX_OVERRIDE_DELETED } from '../model/admin-catalogue-messages';
import { CatalogueSection } from './catalogue-section';
import { DiscountEditorDialog } from './discount-editor-dialog';
import { TaxOverrideEditorDialog } from './tax-override-editor-dialog';

const discountColumns: DataTableColumn<Discount>[] = [
  { id: 'description', header: 'Description', breakWords: true, cell: (row) => row.description },
  { id: 'type', header: 'Type', nowrap: true, cell: (row) => row.discountType },
  { id: 'value', header: 'Discount', nowrap: true, align: 'right', cell: (row) => formatDiscountOff(row) },
];

const taxOverrideColumns: DataTableColumn<TaxOverride>[] = [
  { id: 'description', header: 'Description', breakWords: true, cell: (row) => row.description },
  { id: 'rate', header: 'Tax Rate', nowrap: true, align: 'right', cell: (row) => formatTaxRate(row.taxRate) },
];

/** The discount and tax override catalogues the jobs' dialogs pick from (administration, issue 19). */
export default function CataloguesPage() {
  const discounts = useDiscountCatalogue();
  const taxOverrides = useTaxOverrideCatalogue();
  const deleteDiscount = useDeleteCatalogueEntry('discount');
  const deleteTaxOverride = useDeleteCatalogueEntry('taxOverride');
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3, maxWidth: 960 }}>
      <CatalogueSection
        label="Discounts"
        noun="Discount"
        rows={discounts.data}
        columns={discountColumns}
        onDelete={(context) => deleteDiscount.mutateAsync(context)}
        deleting={deleteDiscount.isPending}
        deletedMessage={DISCOUNT_DELETED}
        dialog={(props) => <DiscountEditorDialog {...props} />}
      />
      <CatalogueSection
        label="Tax Overrides"
        noun="Tax Override"
        rows={taxOverrides.data}
        columns={taxOverrideColumns}
        onDelete={(context) => deleteTaxOverride.mutateAsync(context)}
        deleting={deleteTaxOverride.isPending}
        deletedMessage={TAX_OVERRIDE_DELETED}
        dialog={(props) => <TaxOverrideEditorDialog {...props} />}
      />
    </Box>
  );
}
