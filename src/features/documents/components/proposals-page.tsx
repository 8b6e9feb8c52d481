import { ListPage } from '@/components/list-page/list-page';
import { MultiSelectFilter } from '@/components/list-page/multi-select-filter';
import { useListPage } from '@/components/list-page/use-list-page';
import { useUserState } from '@/lib/auth/use-session';
import { can } from '@/lib/permissions';
import { documentPermissions } from '@/lib/permission-codes';
import { customerResponses, proposalStatuses, type DocumentListItem } from '@/lib/schemas/document-schemas';
import { searchProposals, useProposalSearch, useProposalSearchPrefetch } from '../api/search-documents';
import { emptyTexts, isRecentlyUsed, parseStatusFilter, RECENTLY_USED_FILTER, sortLabelOf, statusFilterValue } from '../model/document-list';
import { EXPORT_PAGE_SIZE, fetchEveryPage } from '../model/fetch-every-page';
import { eSignFilters, parseESignFilter, proposalListDefaults, proposalSearchRequest, proposalSortOptions } from '../model/proposal-list';
import { documentListActions } from './document-list-parts';
import { ExportExcelButton, type ListWorkbook } from './export-excel-button';
import { RecentlyUsedFilter } from './list-filter-parts';
import { ProposalCard, proposalColumns, proposalColumnsWithESign } from './proposal-columns';

const eSignOptions = eSignFilters.map((filter) => ({ value: filter, label: filter }));
const responseOptions = ['All', ...customerResponses].map((response) => ({ value: response, label: response }));
const empty = emptyTexts('proposals');
const rowKey = (proposal: DocumentListItem) => proposal.context;

async function loadWorkbook(): Promise<ListWorkbook<DocumentListItem>> {
  const workbook = await import('../model/proposal-workbook');
  return { write: workbook.proposalWorkbook, filename: workbook.PROPOSAL_WORKBOOK_NAME };
}

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
    >
      {can(user, documentPermissions.proposal.export) ? (
        <ExportExcelButton rows={() => fetchEveryPage(proposalSearchRequest(query, EXPORT_PAGE_SIZE), searchProposals)} workbook={loadWorkbook} />
      ) : null}
    </ListPage>
  );
}
