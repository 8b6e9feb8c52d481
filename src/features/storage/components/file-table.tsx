import { useId } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { DataTable, type DataTableColumn, type RowSelection } from '@/components/data-table/data-table';
import type { StorageItem } from '@/lib/schemas/storage-schemas';
import { formatDate } from '@/lib/format';
import { formatBytes } from '../model/storage-display';
import { StorageAssociationLink } from './storage-association-link';
import type { StorageSelection } from './storage-selection';

export interface FileTableProps {
  files: readonly StorageItem[];
  selection: StorageSelection;
  /** Ticks (`true`) or unticks the files of these contexts. */
  onSelect: (contexts: readonly string[], select: boolean) => void;
  onDownload: (file: StorageItem) => void;
  /** The file being downloaded, if any. */
  downloading: string | null;
}

const fileKey = (file: StorageItem) => file.context;
/** The browser says when there are no files, with its own words for an empty store and a filter. */
const EMPTY = { nothingYet: 'No files have been uploaded' };

/**
 * The Files tab's results on the kit's `DataTable`: the tick boxes (Select all ticks the page), name
 * (a click downloads the file), size, date and what the file is linked to; cards on phones.
 */
export function FileTable({ files, selection, onSelect, onDownload, downloading }: FileTableProps) {
  const { selected, selectable } = selection;
  const rowSelection: RowSelection<StorageItem> | undefined = selectable
    ? {
        selected,
        rowLabel: (file) => `Select ${file.name}`,
        selectAllLabel: 'Select all files on this page',
        onChange: (next) => {
          const ticked = [...next].filter((context) => !selected.has(context));
          const unticked = [...selected].filter((context) => !next.has(context));
          if (ticked.length > 0) onSelect(ticked, true);
          if (unticked.length > 0) onSelect(unticked, false);
        },
      }
    : undefined;
  const columns: DataTableColumn<StorageItem>[] = [
    { id: 'name', header: 'Name', breakWords: true, cell: (file) => <FileNameButton file={file} onDownload={onDownload} downloading={downloading === file.context} /> },
    { id: 'size', header: 'Size', align: 'right', nowrap: true, cell: (file) => formatBytes(file.bytes) },
    { id: 'date', header: 'Date', nowrap: true, cell: (file) => formatDate(file.dateCreated) },
    { id: 'linked', header: 'Linked To', cell: (file) => <StorageAssociationLink kind="file" item={file} /> },
  ];
  return (
    <DataTable<StorageItem>
      label="Files"
      columns={columns}
      rows={files}
      rowKey={fileKey}
      empty={EMPTY}
      selection={rowSelection}
      card={(file) => <FileCard file={file} onDownload={onDownload} downloading={downloading === file.context} />}
    />
  );
}

interface FileNameButtonProps {
  file: StorageItem;
  onDownload: (file: StorageItem) => void;
  downloading: boolean;
  id?: string;
}

/** The file's name; clicking it downloads the file. */
function FileNameButton({ file, onDownload, downloading, id }: FileNameButtonProps) {
  return (
    <Link
      id={id}
      component="button"
      type="button"
      onClick={() => onDownload(file)}
      aria-busy={downloading || undefined}
      underline="hover"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, textAlign: 'left', font: 'inherit', fontWeight: 600, overflowWrap: 'anywhere' }}
    >
      <InsertDriveFileOutlinedIcon fontSize="small" aria-hidden sx={{ flexShrink: 0 }} />
      {file.name}
      <FileDownloadOutlinedIcon fontSize="small" aria-hidden sx={{ flexShrink: 0, opacity: downloading ? 1 : 0.6 }} />
    </Link>
  );
}

/** A file's phone card: its name (downloads), size and date, and what it is linked to. */
function FileCard({ file, onDownload, downloading }: Omit<FileNameButtonProps, 'id'>) {
  const nameId = useId();
  return (
    <Box sx={{ minWidth: 0 }}>
      <FileNameButton file={file} onDownload={onDownload} downloading={downloading} id={nameId} />
      <Typography variant="body2" color="text.secondary">
        {formatBytes(file.bytes)} &middot; {formatDate(file.dateCreated)}
      </Typography>
      <StorageAssociationLink kind="file" item={file} describedBy={nameId} />
    </Box>
  );
}
