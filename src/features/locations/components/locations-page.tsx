import { ContactCard, contactColumns, nameColumn, RecordName } from '@/components/data-table/contact-columns';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { ContactListPage } from '@/components/list-page/contact-list-page';
import { useListPage } from '@/components/list-page/use-list-page';
import { paths } from '@/config/paths';
import type { LocationListItem } from '@/lib/schemas/location-schemas';
import { useLocationSearch } from '../api/search-locations';
import { locationListDefaults, locationSearchRequest, locationSortOptions } from '../model/location-list';

const href = (location: LocationListItem) => paths.locationsView(location.context);
const columns: DataTableColumn<LocationListItem>[] = [nameColumn((location) => location.name, href), ...contactColumns<LocationListItem>()];

/** The location list (spec 1 §2): filter, sort, server paging, Add Location with LOC_C. */
export default function LocationsPage() {
  const list = useListPage(locationListDefaults);
  const search = useLocationSearch(locationSearchRequest(list.query, list.pageSize), { enabled: list.enabled });
  return (
    <ContactListPage
      label="Locations"
      plural="locations"
      list={list}
      result={search}
      sortOptions={locationSortOptions}
      add={{ label: 'Add Location', to: paths.locationsAdd, permission: 'LOC_C' }}
      columns={columns}
      href={href}
      card={(location) => <ContactCard item={location} title={<RecordName name={location.name} active={location.active} />} />}
    />
  );
}
