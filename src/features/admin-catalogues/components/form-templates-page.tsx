import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { RecordName } from '@/components/data-table/contact-columns';
import { activeStatusFilter } from '@/components/list-page/list-filters';
import { tableExportColumns } from '@/components/list-export/table-export-columns';
import { ListPage } from '@/components/list-page/list-page';
import { searchPages } from '@/lib/list-export/fetch-all-pages';
import { useListPage } from '@/components/list-page/use-list-page';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import type { FormTemplateListItem } from '@/lib/schemas/form-template-admin-schemas';
import { toast } from '@/components/toasts';
import { searchFormTemplates, useFormTemplateSearch } from '../api/search-form-templates';
import { useSetFormTemplateActive } from '../api/set-form-template-active';
import { templateActivatedText, usedByText } from '../model/admin-catalogue-messages';
import { formTemplateListDefaults, formTemplateSearchRequest, formTemplateSortOptions } from '../model/form-template-list';

const href = (template: FormTemplateListItem) => paths.adminFormTemplate(template.context);

const columns: DataTableColumn<FormTemplateListItem>[] = [
  { id: 'name', header: 'Name', sortField: 'Name', breakWords: true, cell: (row) => <RecordName name={row.name} active={row.active} to={href(row)} /> },
  { id: 'fields', header: 'Fields', align: 'right', nowrap: true, cell: (row) => row.fieldCount },
  { id: 'used', header: 'Used By', nowrap: true, cell: (row) => usedByText(row.usedByCount) },
  { id: 'active', header: 'Active', nowrap: true, cell: (row) => (row.active ? 'Yes' : 'No') },
  { id: 'updated', header: 'Updated', sortField: 'DateModified', firstDirection: 'DESC', nowrap: true, cell: (row) => formatDate(row.dateModified) },
];

/** The export: the table's columns as shown. */
const exportColumns = tableExportColumns<FormTemplateListItem>(columns, {
  name: { kind: 'text', value: (row) => row.name, width: 36 },
  fields: { kind: 'number', value: (row) => row.fieldCount, width: 10 },
  used: { kind: 'text', value: (row) => usedByText(row.usedByCount), width: 16 },
  active: { kind: 'text', value: (row) => (row.active ? 'Yes' : 'No'), width: 8 },
  updated: { kind: 'date', value: (row) => row.dateModified },
});

/** A phone card (the whole card opens the editor): the name, then its fields, use and last save. */
function TemplateCard({ template }: { template: FormTemplateListItem }) {
  return (
    <>
      <RecordName name={template.name} active={template.active} />
      <Typography variant="body2" color="text.secondary">
        {`${template.fieldCount} fields · Used by ${usedByText(template.usedByCount)} · Updated ${formatDate(template.dateModified)}`}
      </Typography>
    </>
  );
}

/** Form templates (administration, issue 19): every template with its fields, use and state; Add Form Template. */
export default function FormTemplatesPage() {
  const list = useListPage(formTemplateListDefaults);
  const search = useFormTemplateSearch(formTemplateSearchRequest(list.query, list.pageSize), { enabled: list.enabled });
  const setActive = useSetFormTemplateActive();
  const activeButton = (template: FormTemplateListItem) => (
    <Button
      size="small"
      disabled={setActive.isPending}
      aria-label={`${template.active ? 'Make Inactive' : 'Make Active'}: ${template.name}`}
      onClick={async () => {
        const saved = await setActive.mutateAsync({ context: template.context, active: !template.active }).catch(() => null);
        if (saved) toast.success(templateActivatedText(saved.name, saved.active));
      }}
    >
      {template.active ? 'Make Inactive' : 'Make Active'}
    </Button>
  );
  return (
    <ListPage
      label="Form Templates"
      list={list}
      result={search}
      searchHint="Name"
      filters={[activeStatusFilter]}
      sortOptions={formTemplateSortOptions}
      export={{ id: 'form-templates', columns: exportColumns, permission: 'ADMINISTRATOR', fetchPage: searchPages(formTemplateSearchRequest(list.query, list.pageSize), searchFormTemplates) }}
      add={{ label: 'Add Form Template', to: paths.adminFormTemplatesAdd, permission: 'ADMINISTRATOR' }}
      table={{
        columns,
        rowKey: (row) => row.context,
        rowHref: href,
        card: (template) => <TemplateCard template={template} />,
        rowActions: activeButton,
        cardActions: activeButton,
        empty: { nothingYet: 'No form templates have been added yet.', nothingMatches: 'No form templates match the filter.' },
      }}
    />
  );
}
