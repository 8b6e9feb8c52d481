import { ListPage } from '@/components/list-page/list-page';
import { searchPages } from '@/lib/list-export/fetch-all-pages';
import { MultiSelectFilter } from '@/components/list-page/multi-select-filter';
import { useListPage } from '@/components/list-page/use-list-page';
import { useUserState } from '@/lib/auth/use-session';
import { documentPermissions } from '@/lib/permission-codes';
import { customerResponses, proposalStatuses, type DocumentListItem } from '@/lib/schemas/document-schemas';
import { searchProposals, useProposalSearch, useProposalSearchPrefetch } from '../api/search-documents';
import { emptyTexts, isRecentlyUsed, parseStatusFilter, RECENTLY_USED_FILTER, sortLabelOf, statusFilterValue } from '../model/document-list';
import { proposalExportColumns } from '../model/document-export-columns';
import { eSignFilters, parseESignFilter, proposalListDefaults, proposalSearchRequest, proposalSortOptions } from '../model/proposal-list';
import { documentListActions } from './document-list-parts';
import { RecentlyUsedFilter } from './list-filter-parts';
import { ProposalCard, proposalColumns, proposalColumnsWithESign } from './proposal-columns';

const eSignOptions = eSignFilters.map((filter) => ({ value: filter, label: filter }));
const responseOptions = ['All', ...customerResponses].map((response) => ({ value: response, label: response }));
const empty = emptyTexts('proposals');
const rowKey = (proposal: DocumentListItem) => proposal.context;

/**
 * The proposal list (spec 2 §2): search (3 characters), Status (default from the proposal status
 * filter preference), eSign, Customer Response, Recently Used; Date, Status and Total sorts (Date
 * descending first); the eSign column only when a proposal has eSign; Export to Excel with
 * PROP_EXPORT; server paging; cards on phones.
 */
export default function ProposalsPage() {
  const user = useUserState();
  const list = useListPage(proposalListDefaults(user.preferences));
  const { query, update } = list;
  const search = useProposalSearch(proposalSearchRequest(query, list.pageSize), { enabled: list.enabled });
  const prefetch = useProposalSearchPrefetch();
  const anyESign = search.data?.anyESign ?? false;
  return (
    <ListPage
      label="Proposals"
      list={list}
      result={search}
      prefetch={(next) => prefetch(proposalSearchRequest(next, list.pageSize))}
      searchHint="Proposal number, name, job or customer"
      filters={[
        <MultiSelectFilter
          key="status"
          label="Status"
          options={proposalStatuses}
          value={parseStatusFilter(query.filters.status, proposalStatuses)}
          onChange={(statuses) => update({ filters: { status: statusFilterValue(statuses) } })}
        />,
        { name: 'esign', label: 'eSign', options: eSignOptions, parse: parseESignFilter },
        { name: 'response', label: 'Customer Response', options: responseOptions, emptyOption: 'All', minWidth: 190 },
        <RecentlyUsedFilter key="recent" value={isRecentlyUsed(query)} onChange={(on) => update({ filters: { [RECENTLY_USED_FILTER]: on ? 'true' : '' } })} />,
      ]}
      export={{ id: 'proposals', permission: documentPermissions.proposal.export, columns: proposalExportColumns, fetchPage: searchPages(proposalSearchRequest(query, list.pageSize), searchProposals) }}
      sortOptions={proposalSortOptions}
      sortLabel={(sort) => sortLabelOf(proposalSortOptions, sort.by, sort.direction)}
      table={{
        columns: anyESign ? proposalColumnsWithESign : proposalColumns,
        rowKey,
        rowActions: documentListActions,
        card: (proposal) => <ProposalCard proposal={proposal} showESign={anyESign} />,
        verticalAlign: 'top',
        empty,
      }}
    />
  );
}
