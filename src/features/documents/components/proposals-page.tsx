import { useUserState } from '@/lib/auth/use-session';
import { searchPages } from '@/lib/list-export/fetch-all-pages';
import { documentPermissions } from '@/lib/permission-codes';
import { customerResponses, proposalStatuses } from '@/lib/schemas/document-schemas';
import { searchProposals, useProposalSearch, useProposalSearchPrefetch } from '../api/search-documents';
import { emptyTexts } from '../model/document-list';
import { proposalExportColumns } from '../model/document-export-columns';
import { eSignFilters, parseESignFilter, proposalListDefaults, proposalSearchRequest, proposalSortOptions } from '../model/proposal-list';
import { DocumentListPage, multiValueFilter, recentlyUsedFilter, useDocumentList } from './document-list-page';
import { documentListActions } from './document-list-parts';
import { ProposalCard, proposalColumns, proposalColumnsWithESign } from './proposal-columns';

const eSignOptions = eSignFilters.map((filter) => ({ value: filter, label: filter }));
const responseOptions = ['All', ...customerResponses].map((response) => ({ value: response, label: response }));
const empty = emptyTexts('proposals');
const search = { useSearch: useProposalSearch, usePrefetch: useProposalSearchPrefetch };

/**
 * The proposal list (spec 2 §2): search (3 characters), Status (default from the proposal status
 * filter preference), eSign, Customer Response, Recently Used; Date, Status and Total sorts (Date
 * descending first); the eSign column only when a proposal has eSign; Export to Excel with
 * PROP_EXPORT; server paging; cards on phones.
 */
export default function ProposalsPage() {
  const user = useUserState();
  const documents = useDocumentList(proposalListDefaults(user.preferences), proposalSearchRequest, search);
  const anyESign = documents.result.data?.anyESign ?? false;
  return (
    <DocumentListPage
      label="Proposals"
      documents={documents}
      searchHint="Proposal number, name, job or customer"
      filters={[
        multiValueFilter(documents.list, proposalStatuses),
        { name: 'esign', label: 'eSign', options: eSignOptions, parse: parseESignFilter },
        { name: 'response', label: 'Customer Response', options: responseOptions, emptyOption: 'All', minWidth: 190 },
        recentlyUsedFilter(documents.list),
      ]}
      export={{ id: 'proposals', permission: documentPermissions.proposal.export, columns: proposalExportColumns, fetchPage: searchPages(documents.request, searchProposals) }}
      sortOptions={proposalSortOptions}
      table={{
        columns: anyESign ? proposalColumnsWithESign : proposalColumns,
        rowActions: documentListActions,
        card: (proposal) => <ProposalCard proposal={proposal} showESign={anyESign} />,
        empty,
      }}
    />
  );
}
