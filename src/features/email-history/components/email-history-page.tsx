import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { useListQuery } from '@/lib/list-query';
import type { EmailHistoryItem } from '@/lib/schemas/email-history-schemas';
import { useCompactWidth } from '@/lib/use-compact-width';
import { useEmailHistorySearch } from '../api/search-email-history';
import { EMAIL_PAGE_SIZES, emailListDefaults, emailSearchRequest, nextSort, pageSizeOf } from '../model/email-list-query';
import { searchTermProblem } from '../model/email-search-term';
import { showsResendColumn } from '../model/resend-markers';
import { EmailHistoryCards } from './email-history-cards';
import { EmailHistoryFilter } from './email-history-filter';
import { EmailHistoryTable } from './email-history-table';
import { EmailSortControls } from './email-sort-controls';
import { EmailViewDialog } from './email-view-dialog';
import { ResendEmailDialog } from './resend-email-dialog';

function countText(found: number, total: number, term: string): string {
  const emails = (count: number) => `${count} email${count === 1 ? '' : 's'}`;
  return term ? `${emails(found)} of ${total} match \u201c${term}\u201d` : emails(total);
}

/** email-history: sent emails with search, sort and paging kept in the address; View and Resend. */
export default function EmailHistoryPage() {
  const [query, update] = useListQuery(emailListDefaults);
  const request = emailSearchRequest(query);
  const search = useEmailHistorySearch(request);
  const compact = useCompactWidth();
  const [viewing, setViewing] = useState<EmailHistoryItem | null>(null);
  const [resending, setResending] = useState<EmailHistoryItem | null>(null);
  const pageSize = pageSizeOf(query);
  const termProblem = searchTermProblem(query.searchTerm);
  const data = request ? search.data : undefined;
  const items = data?.results ?? [];

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2, maxWidth: 1600, mx: 'auto' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Box sx={{ flex: '1 1 320px' }}>
          {/* Remounts when the address's term changes (back, reload), so the field shows it. */}
          <EmailHistoryFilter key={query.searchTerm} searchTerm={query.searchTerm} onSearch={(searchTerm) => update({ searchTerm })} />
        </Box>
        {compact ? (
          <Box sx={{ flex: '1 1 300px' }}>
            <EmailSortControls
              sortBy={query.sortBy}
              sortDirection={query.sortDirection}
              onChange={(sortBy, sortDirection) => update({ sortBy, sortDirection })}
            />
          </Box>
        ) : null}
      </Box>

      {termProblem ? (
        <Alert severity="info">{termProblem} Enter a longer search term, or clear the search to see every email.</Alert>
      ) : null}

      {request && search.isPending ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 4, justifyContent: 'center' }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>Loading emails…</Typography>
        </Box>
      ) : null}

      {data ? (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, minHeight: 24 }}>
            <Typography role="status" variant="body2" color="text.secondary">
              {/* While the next page or search loads, the previous results stay on screen but the count would mislead. */}
              {search.isPlaceholderData ? 'Loading emails…' : countText(data.searchResultCount, data.totalCount, request?.searchTerm ?? '')}
            </Typography>
          </Box>
          <Box sx={{ position: 'relative' }}>
            {search.isFetching ? (
              <LinearProgress aria-label="Loading emails" sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 }} />
            ) : null}
            {items.length === 0 ? (
              <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
                <Typography>
                  {data.totalCount === 0
                    ? 'No emails have been sent yet.'
                    : data.searchResultCount === 0
                      ? 'No emails match your search.'
                      : 'There are no emails on this page.'}
                </Typography>
                {data.searchResultCount > 0 && query.pageNumber > 0 ? (
                  <Button sx={{ mt: 1 }} onClick={() => update({ pageNumber: 0 })}>
                    Go to the first page
                  </Button>
                ) : null}
              </Paper>
            ) : compact ? (
              <EmailHistoryCards items={items} onView={setViewing} onResend={setResending} />
            ) : (
              <EmailHistoryTable
                items={items}
                sortBy={query.sortBy}
                sortDirection={query.sortDirection}
                showResendColumn={showsResendColumn(items)}
                onSort={(column) => update(nextSort(query, column))}
                onView={setViewing}
                onResend={setResending}
              />
            )}
          </Box>
          {data.searchResultCount > 0 ? (
            <TablePagination
              component="div"
              count={data.searchResultCount}
              page={Math.min(query.pageNumber, Math.max(0, Math.ceil(data.searchResultCount / pageSize) - 1))}
              rowsPerPage={pageSize}
              rowsPerPageOptions={[...EMAIL_PAGE_SIZES]}
              labelRowsPerPage={compact ? 'Per page:' : 'Rows per page:'}
              onPageChange={(_event, pageNumber) => update({ pageNumber })}
              onRowsPerPageChange={(event) => update({ filters: { size: event.target.value } })}
              sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: 0 }, '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } } }}
            />
          ) : null}
        </>
      ) : null}

      <EmailViewDialog email={viewing} onClose={() => setViewing(null)} onResend={setResending} />
      <ResendEmailDialog email={resending} onClose={() => setResending(null)} />
    </Box>
  );
}
