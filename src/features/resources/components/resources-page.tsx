import Typography from '@mui/material/Typography';
import { RecordName } from '@/components/data-table/contact-columns';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { activeStatusFilter } from '@/components/list-page/list-filters';
import { tableExportColumns } from '@/components/list-export/table-export-columns';
import { ListPage } from '@/components/list-page/list-page';
import { searchPages } from '@/lib/list-export/fetch-all-pages';
import { useListPage } from '@/components/list-page/use-list-page';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { usePicklist } from '@/lib/picklists/get-picklist-by-kind';
import type { ResourceListItem } from '@/lib/schemas/resource-schemas';
import { useLocationPicklist } from '../api/resource-pickers';
import { searchResources, useResourceSearch } from '../api/search-resources';
import { ALL_OPTION, filterOptions, resourceListDefaults, resourceSearchRequest, resourceSortOptions } from '../model/resource-list';

const href = (resource: ResourceListItem) => paths.resourcesView(resource.context);
const issued = (resource: ResourceListItem) => (resource.dateIssued ? formatDate(`${resource.dateIssued}T12:00:00`) : '');

/** Spec 3 §2: Type, Name, Assigned To, Date Issued, Location; every heading sorts. */
const columns: DataTableColumn<ResourceListItem>[] = [
  { id: 'type', header: 'Type', sortField: 'ResourceType', cell: (resource) => resource.resourceType?.text ?? '' },
  { id: 'name', header: 'Name', sortField: 'Name', cell: (resource) => <RecordName name={resource.name} active={resource.active} to={href(resource)} /> },
  { id: 'assignedTo', header: 'Assigned To', sortField: 'AssignedTo', cell: (resource) => resource.assignedTo?.name ?? '' },
  { id: 'dateIssued', header: 'Date Issued', sortField: 'DateIssued', firstDirection: 'DESC', nowrap: true, cell: issued },
  { id: 'location', header: 'Location', sortField: 'Location', cell: (resource) => resource.location?.name ?? '' },
];

/** The export: the table's columns as shown, then the status. */
const exportColumns = tableExportColumns<ResourceListItem>(
  columns,
  {
    type: { kind: 'text', value: (resource) => resource.resourceType?.text ?? '', width: 18 },
    name: { kind: 'text', value: (resource) => resource.name, width: 32 },
    assignedTo: { kind: 'text', value: (resource) => resource.assignedTo?.name ?? '', width: 20 },
    dateIssued: { kind: 'date', value: (resource) => resource.dateIssued },
    location: { kind: 'text', value: (resource) => resource.location?.name ?? '', width: 24 },
  },
  [{ id: 'status', header: 'Status', kind: 'text', value: (resource) => (resource.active ? 'Active' : 'Inactive'), width: 10 }],
);

function ResourceCard({ resource }: { resource: ResourceListItem }) {
  const lines = [
    resource.resourceType?.text,
    resource.assignedTo ? `Assigned to ${resource.assignedTo.name}${resource.dateIssued ? ` since ${issued(resource)}` : ''}` : null,
    resource.location?.name,
  ].filter(Boolean);
  return (
    <>
      <RecordName name={resource.name} active={resource.active} />
      {lines.map((line) => (
        <Typography key={line} variant="body2" color="text.secondary">
          {line}
        </Typography>
      ))}
    </>
  );
}

/** The resource list (spec 3 §2): filter by location, assigned to, type, status and term; sort; server paging. */
export default function ResourcesPage() {
  const list = useListPage(resourceListDefaults);
  const types = usePicklist('ResourceType');
  const personnel = usePicklist('Personnel');
  const locations = useLocationPicklist();
  const search = useResourceSearch(resourceSearchRequest(list.query, list.pageSize), { enabled: list.enabled });
  const picklistOptions = (items: typeof types.data) => (items ?? []).map((item) => ({ context: item.context, name: item.text, active: item.active }));
  return (
    <ListPage
      label="Resources"
      list={list}
      result={search}
      searchHint="Name, type, person, location or attribute"
      filters={[
        activeStatusFilter,
        { name: 'location', label: 'Location', options: filterOptions('All Locations', locations.data ?? []), emptyOption: ALL_OPTION, minWidth: 180 },
        { name: 'assignedTo', label: 'Assigned To', options: filterOptions('Anyone', picklistOptions(personnel.data)), emptyOption: ALL_OPTION, minWidth: 180 },
        { name: 'type', label: 'Type', options: filterOptions('All Types', picklistOptions(types.data)), emptyOption: ALL_OPTION, minWidth: 160 },
      ]}
      sortOptions={resourceSortOptions}
      export={{ id: 'resources', columns: exportColumns, fetchPage: searchPages(resourceSearchRequest(list.query, list.pageSize), searchResources) }}
      add={{ label: 'Add Resource', to: paths.resourcesAdd, permission: 'RES_C' }}
      table={{
        columns,
        rowKey: (resource) => resource.context,
        rowHref: href,
        card: (resource) => <ResourceCard resource={resource} />,
        empty: { nothingYet: 'No resources have been added yet.', nothingMatches: 'No resources match the filter.' },
      }}
    />
  );
}
