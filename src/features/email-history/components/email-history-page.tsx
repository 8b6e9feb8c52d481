import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ListPage } from '@/components/list-page/list-page';
import { useListPage } from '@/components/list-page/use-list-page';
import type { EmailHistoryItem } from '@/lib/schemas/email-history-schemas';
import { useEmailHistorySearch } from '../api/search-email-history';
import { emailListDefaults, emailSearchRequest } from '../model/email-list-query';
import { searchTermProblem } from '../model/email-search-term';
import { showsResendColumn } from '../model/resend-markers';
import { EmailActions, emailColumns } from './email-columns';
import { EmailCard } from './email-card';
import { EmailHistoryFilter } from './email-history-filter';
import { EmailViewDialog } from './email-view-dialog';
import { ResendEmailDialog } from './resend-email-dialog';

function countText(found: number, total: number, term: string): string {
  const emails = (count: number) => `${count} email${count === 1 ? '' : 's'}`;
  return term ? `${emails(found)} of ${total} match \u201c${term}\u201d` : emails(total);
}

/** email-history: sent emails with search, sort and paging kept in the address; View and Resend. */
export default function EmailHistoryPage() {
  const list = useListPage(emailListDefaults);
  const { query, update } = list;
  const request = list.enabled ? emailSearchRequest(query, list.pageSize) : null;
  const search = useEmailHistorySearch(request);
  const [viewing, setViewing] = useState<EmailHistoryItem | null>(null);
  const [resending, setResending] = useState<EmailHistoryItem | null>(null);
  const data = list.searchable ? search.data : undefined;
  const actions = (email: EmailHistoryItem) => <EmailActions email={email} onView={setViewing} onResend={setResending} />;

  return (
    <>
      <ListPage
        label="Email history"
        list={list}
        result={search}
        maxWidth={1600}
        searchField={
          <Box sx={{ flex: '1 1 320px' }}>
            {/* Remounts when the address's term changes (back, reload), so the field shows it. */}
            <EmailHistoryFilter key={query.searchTerm} searchTerm={query.searchTerm} onSearch={(searchTerm) => update({ searchTerm })} />
          </Box>
        }
        tooShortMessage={`${searchTermProblem(query.searchTerm) ?? ''} Enter a longer search term, or clear the search to see every email.`}
        table={{
          columns: emailColumns(showsResendColumn(data?.results ?? [])),
          rowKey: (email) => email.context,
          rowActions: actions,
          card: (email) => <EmailCard email={email} />,
          cardActions: actions,
          loadingLabel: 'Loading emails',
          updatingLabel: 'Loading emails',
          empty: { nothingYet: 'No emails have been sent yet.', nothingMatches: 'No emails match your search.' },
        }}
      >
        {data ? (
          <Typography role="status" variant="body2" color="text.secondary" sx={{ minHeight: 24 }}>
            {/* While the next page or search loads, the previous results stay on screen but the count would mislead. */}
            {search.isPlaceholderData ? 'Loading emails…' : countText(data.searchResultCount, data.totalCount, request?.searchTerm ?? '')}
          </Typography>
        ) : null}
      </ListPage>
      <EmailViewDialog email={viewing} onClose={() => setViewing(null)} onResend={setResending} />
      <ResendEmailDialog email={resending} onClose={() => setResending(null)} />
    </>
  );
}
