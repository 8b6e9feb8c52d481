import { useId, useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toast } from '@/components/toasts';
import { useCan } from '@/lib/permissions';
import type { StorageItem } from '@/lib/schemas/storage-schemas';
import { useCompactWidth } from '@/lib/use-compact-width';
import { useDownloadFile } from '../api/file-download';
import { useDeleteFiles } from '../api/file-delete';
import { useFileSearch } from '../api/file-search';
import { useDeleteImages } from '../api/image-delete';
import { useImageSearch } from '../api/image-search';
import { countedItems } from '../model/storage-display';
import {
  changeStorageFilter,
  parseStorageFilter,
  resetStorageFilter,
  STORAGE_PAGE_SIZE,
  storageFilterKey,
  storageFilterParams,
  storageSearchRequest,
  type StorageFilter,
  type StorageTab,
} from '../model/storage-filter';
import { pageAfterEmptyResult, pageRangeText, showsStoragePagination, storagePageCount } from '../model/storage-paging';
import { FileTable } from './file-table';
import { ImageGrid } from './image-grid';
import { ImagePreviewDialog } from './image-preview-dialog';
import { StorageFilterBar } from './storage-filter-bar';
import type { StorageSelection } from './storage-selection';

/** Who may delete stored images and files (spec 1 §6: storage management is for administrators). */
const MANAGE_STORAGE = 'ADMINISTRATOR';

const tabLabels: Record<StorageTab, string> = { images: 'Images', files: 'Files' };

const emptySelection: ReadonlySet<string> = new Set();

interface Selection {
  /** The filter (apart from its page) the selection was made under; another filter starts empty. */
  filterKey: string;
  contexts: ReadonlySet<string>;
}

/**
 * The Images and Files tabs: filter bar, results, pagination and delete of the selected items. The
 * filter lives in the address's query, so reload and back keep it.
 */
export function StorageBrowser() {
  const ids = useId();
  const { pathname } = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = parseStorageFilter(searchParams);
  const filterKey = storageFilterKey(filter);
  const kind = filter.tab === 'images' ? 'image' : 'file';
  const noun = filter.tab;
  const canManage = useCan(MANAGE_STORAGE);
  const compact = useCompactWidth();

  const request = storageSearchRequest(filter);
  const imageSearch = useImageSearch(request, { enabled: kind === 'image' });
  const fileSearch = useFileSearch(request, { enabled: kind === 'file' });
  const search = kind === 'image' ? imageSearch : fileSearch;
  const deleteImages = useDeleteImages();
  const deleteFiles = useDeleteFiles();
  const deletion = kind === 'image' ? deleteImages : deleteFiles;
  const download = useDownloadFile();

  const [selection, setSelection] = useState<Selection>({ filterKey, contexts: emptySelection });
  const selected = selection.filterKey === filterKey ? selection.contexts : emptySelection;
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [preview, setPreview] = useState<StorageItem | null>(null);

  const showFilter = (next: StorageFilter) => setSearchParams(storageFilterParams(next));
  const select = (contexts: readonly string[], on: boolean) => {
    const next = new Set(selected);
    contexts.forEach((context) => (on ? next.add(context) : next.delete(context)));
    setSelection({ filterKey, contexts: next });
  };
  const toggle = (context: string) => select([context], !selected.has(context));
  const pageSelection: StorageSelection = { selected, selectable: canManage, onToggle: toggle };

  const data = search.data;
  // While another page or filter loads, the previous results stay on screen, dimmed and inert.
  const stale = search.isPlaceholderData;
  // A later page that comes back empty (its items deleted) steps back a page; placeholder data is the previous page's.
  const stepBackTo = data && !stale ? pageAfterEmptyResult(filter.page, data.results.length, data.totalCount, STORAGE_PAGE_SIZE) : null;
  if (stepBackTo !== null) {
    return <Navigate to={{ pathname, search: `?${storageFilterParams({ ...filter, page: stepBackTo }).toString()}` }} replace />;
  }

  const handleDelete = () => {
    const contexts = [...selected];
    deletion.mutate(contexts, {
      onSuccess: (deletedCount) => {
        toast.success(`${countedItems(kind, deletedCount)} deleted.`);
        setSelection({ filterKey, contexts: emptySelection });
      },
      onSettled: () => setConfirmingDelete(false),
    });
  };

  const isDefaultFilter = filterKey === storageFilterKey(resetStorageFilter(filter.tab));
  const tabId = (tab: StorageTab) => `${ids}-tab-${tab}`;
  const panelId = `${ids}-panel`;

  return (
    <Box component="section" aria-label="Images and Files">
      <Tabs
        value={filter.tab}
        onChange={(_event, tab: StorageTab) => {
          setPreview(null);
          showFilter(resetStorageFilter(tab));
        }}
        aria-label="Images and Files"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {(['images', 'files'] as const).map((tab) => (
          <Tab key={tab} value={tab} label={tabLabels[tab]} id={tabId(tab)} aria-controls={panelId} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId} aria-labelledby={tabId(filter.tab)} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <StorageFilterBar
          // Reset, back/forward and tab switches re-key the bar so its search text follows the address.
          key={`${filter.tab}|${filter.searchTerm}`}
          filter={filter}
          noun={noun}
          onChange={(change) => showFilter(changeStorageFilter(filter, change))}
          onReset={() => showFilter(resetStorageFilter(filter.tab))}
          canDelete={canManage}
          selectedCount={selected.size}
          onDeleteSelected={() => setConfirmingDelete(true)}
        />
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, minHeight: 24 }}>
          <Typography variant="body2" color="text.secondary">
            {data && !stale && data.totalCount > 0
              ? `${tabLabels[filter.tab]} ${pageRangeText(filter.page, data.results.length, data.totalCount, STORAGE_PAGE_SIZE)}`
              : ''}
          </Typography>
          <Typography variant="body2" color="primary" role="status" aria-live="polite" sx={{ fontWeight: 600 }}>
            {selected.size > 0 ? `${selected.size} selected` : ''}
          </Typography>
        </Box>
        <Box
          aria-busy={search.isFetching || undefined}
          sx={{ position: 'relative', opacity: stale ? 0.55 : 1, pointerEvents: stale ? 'none' : undefined, transition: 'opacity 120ms' }}
        >
          {search.isFetching && data ? (
            <LinearProgress aria-label={`Loading ${noun}`} sx={{ position: 'absolute', top: -10, left: 0, right: 0, height: 3 }} />
          ) : null}
          {!data ? (
            search.isError ? (
              <Typography color="error">The {noun} could not be loaded.</Typography>
            ) : (
              <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
                <CircularProgress aria-label={`Loading ${noun}`} />
              </Box>
            )
          ) : data.results.length === 0 ? (
            <Typography sx={{ py: 4, textAlign: 'center' }} color="text.secondary">
              {isDefaultFilter ? `No ${noun} have been uploaded` : `No ${noun} match the filter.`}
            </Typography>
          ) : kind === 'image' ? (
            <ImageGrid images={data.results} selection={pageSelection} onOpen={setPreview} />
          ) : (
            <FileTable
              files={data.results}
              selection={pageSelection}
              onSelect={select}
              onDownload={(file) => download.mutate(file)}
              downloading={download.isPending ? (download.variables?.context ?? null) : null}
            />
          )}
        </Box>
        {data && showsStoragePagination(data.totalCount, STORAGE_PAGE_SIZE) ? (
          <Pagination
            count={storagePageCount(data.totalCount, STORAGE_PAGE_SIZE)}
            page={filter.page + 1}
            onChange={(_event, page) => showFilter({ ...filter, page: page - 1 })}
            siblingCount={compact ? 0 : 1}
            color="primary"
            sx={{ alignSelf: 'center' }}
            getItemAriaLabel={(type, page, isSelected) =>
              type === 'page' ? `${isSelected ? 'Page' : 'Go to page'} ${page}` : `Go to ${type} page`
            }
          />
        ) : null}
      </Box>
      <ConfirmDialog
        open={confirmingDelete}
        title={kind === 'image' ? 'Delete Images?' : 'Delete Files?'}
        message={`The ${countedItems(kind, selected.size)} you selected will be deleted permanently and removed from the records they are linked to. This cannot be undone.`}
        confirmLabel="Delete"
        destructive
        busy={deletion.isPending}
        onConfirm={handleDelete}
        onCancel={() => setConfirmingDelete(false)}
      />
      <ImagePreviewDialog image={preview} onClose={() => setPreview(null)} />
    </Box>
  );
}
