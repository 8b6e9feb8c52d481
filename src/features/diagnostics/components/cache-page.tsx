import { useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import DeleteSweepOutlined from '@mui/icons-material/DeleteSweepOutlined';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { toast } from '@/components/toasts';
import { useConfirmedAction } from '@/components/use-confirmed-action';
import { formatDateTime } from '@/lib/format';
import { picklistKeys } from '@/lib/picklists/picklist-keys';
import type { DiagnosticsSection } from '../model/diagnostics-text';
import { queryCacheRows, queryCacheSummary, type QueryCacheRow } from '../model/query-cache-rows';
import { DiagnosticsFrame, FactsSection } from './diagnostics-frame';
import { clearQueries, useQueryCacheRows } from './use-query-cache-rows';

const columns: DataTableColumn<QueryCacheRow>[] = [
  { id: 'key', header: 'Query Key', breakWords: true, minWidth: 280, cell: (row) => row.key },
  { id: 'status', header: 'Status', nowrap: true, cell: (row) => row.status },
  { id: 'updated', header: 'Data Updated', nowrap: true, cell: (row) => (row.updatedAt > 0 ? formatDateTime(new Date(row.updatedAt)) : 'Never') },
  { id: 'observers', header: 'Observers', align: 'right', cell: (row) => String(row.observers) },
];

function cacheSections(rows: readonly QueryCacheRow[]): [DiagnosticsSection, DiagnosticsSection] {
  const summary = queryCacheSummary(rows);
  const kinds = rows.filter((row) => row.tag === 'picklist').map((row) => row.key.split(' \u203a ')[1] ?? '');
  return [
    {
      title: 'Query Cache',
      facts: [
        { label: 'Queries', value: String(summary.total) },
        { label: 'On Screen', value: String(summary.active) },
        { label: 'Failed', value: String(summary.errors) },
      ],
    },
    {
      title: 'Picklist Cache',
      facts: [
        { label: 'Picklists', value: String(summary.picklists) },
        { label: 'Kinds', value: kinds.length > 0 ? kinds.join(', ') : 'None cached' },
      ],
    },
  ];
}

/** diagnostics/cache: the query cache and the picklist cache, each with its own clear. */
export default function CachePage() {
  const queryClient = useQueryClient();
  const rows = useQueryCacheRows(queryClient);
  const [query, picklists] = cacheSections(rows);
  const clearCache = useConfirmedAction(async () => {
    await clearQueries(queryClient);
    toast.success('The query cache was cleared.');
  });
  const handleClearPicklists = async () => {
    await clearQueries(queryClient, picklistKeys.all);
    toast.success('The picklist cache was cleared.');
  };

  return (
    <DiagnosticsFrame page="cache" copySections={() => cacheSections(queryCacheRows(queryClient.getQueryCache().getAll()))}>
      <FactsSection
        title={query.title}
        facts={query.facts}
        action={
          <Button variant="outlined" color="error" startIcon={<DeleteSweepOutlined />} onClick={clearCache.ask}>
            Clear Cache
          </Button>
        }
      >
        <DataTable label="Cached queries" columns={columns} rows={rows} rowKey={(row) => row.hash} totalCount={rows.length} empty={{ nothingYet: 'No queries are cached.' }} />
      </FactsSection>
      <FactsSection
        title={picklists.title}
        facts={picklists.facts}
        action={
          <Button variant="outlined" startIcon={<DeleteSweepOutlined />} onClick={() => void handleClearPicklists()}>
            Clear Picklists
          </Button>
        }
      />
      <ConfirmDialog
        {...clearCache.dialogProps}
        title="Clear the query cache?"
        message="Every cached answer is dropped; what is on screen loads again from the server."
        confirmLabel="Clear Cache"
        destructive
      />
    </DiagnosticsFrame>
  );
}
