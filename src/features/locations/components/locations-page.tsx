import { ContactCardLines } from '@/components/data-table/contact-card-lines';
import { contactColumns, RecordName } from '@/components/data-table/contact-columns';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { activeStatusFilter } from '@/components/list-page/list-filters';
import { ListPage } from '@/components/list-page/list-page';
import { useListPage } from '@/components/list-page/use-list-page';
import { paths } from '@/config/paths';
import type { LocationListItem } from '@/lib/schemas/location-schemas';
import { useLocationSearch } from '../api/search-locations';
import { locationListDefaults, locationSearchRequest, locationSortOptions } from '../model/location-list';

const columns: DataTableColumn<LocationListItem>[] = [
  {
    id: 'name',
    header: 'Name',
    sortField: 'Name',
    cell: (location) => <RecordName name={location.name} active={location.active} to={paths.locationsView(location.context)} />,
  },
  ...contactColumns<LocationListItem>(),
];

function LocationCard({ location }: { location: LocationListItem }) {
  return (
    <>
      <RecordName name={location.name} active={location.active} />
      <ContactCardLines address={location.address} telephone={location.telephone} email={location.email} />
    </>
  );
}

/** The location list (spec 1 §2): filter, sort, server paging, Add Location with LOC_C. */
export default function LocationsPage() {
  const list = useListPage(locationListDefaults);
  const search = useLocationSearch(locationSearchRequest(list.query, list.pageSize), { enabled: list.enabled });
  return (
    <ListPage
      label="Locations"
      list={list}
      result={search}
      searchHint="Name, address, telephone or email"
      filters={[activeStatusFilter]}
      sortOptions={locationSortOptions}
      add={{ label: 'Add Location', to: paths.locationsAdd, permission: 'LOC_C' }}
      table={{
        columns,
        rowKey: (location) => location.context,
        rowHref: (location) => paths.locationsView(location.context),
        card: (location) => <LocationCard location={location} />,
        cardHref: (location) => paths.locationsView(location.context),
        empty: { nothingYet: 'No locations have been added yet.', nothingMatches: 'No locations match the filter.' },
      }}
    />
  );
}
