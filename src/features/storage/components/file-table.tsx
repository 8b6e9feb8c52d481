import { useId } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import type { StorageItem } from '@/lib/schemas/storage-schemas';
import { formatDate } from '@/lib/format';
import { formatBytes } from '../model/storage-display';
import { StorageAssociationLink } from './storage-association-link';
import type { StorageSelection } from './storage-selection';

export interface FileTableProps {
  files: readonly StorageItem[];
  selection: StorageSelection;
  onToggleAll: (contexts: string[], select: boolean) => void;
  onDownload: (file: StorageItem) => void;
  /** The file being downloaded, if any. */
  downloading: string | null;
  /** Phones and tablets: a list instead of the table. */
  compact: boolean;
}

/** The Files tab's results: checkbox, name (click downloads), size, date and VIEW {type}. */
export function FileTable({ files, selection, onToggleAll, onDownload, downloading, compact }: FileTableProps) {
  const { selected, selectable, onToggle } = selection;
  const contexts = files.map((file) => file.context);
  const selectedHere = contexts.filter((context) => selected.has(context)).length;
  if (compact) {
    return (
      <Box component="ul" aria-label="Files" sx={{ listStyle: 'none', m: 0, p: 0, borderTop: 1, borderColor: 'divider' }}>
        {files.map((file) => (
          <FileListItem key={file.context} file={file} selection={selection} onDownload={onDownload} downloading={downloading === file.context} />
        ))}
      </Box>
    );
  }
  return (
    <Table size="small" aria-label="Files">
      <TableHead>
        <TableRow>
          {selectable ? (
            <TableCell padding="checkbox">
              <Checkbox
                checked={files.length > 0 && selectedHere === files.length}
                indeterminate={selectedHere > 0 && selectedHere < files.length}
                onChange={(event) => onToggleAll(contexts, event.target.checked)}
                slotProps={{ input: { 'aria-label': 'Select all files on this page' } }}
              />
            </TableCell>
          ) : null}
          <TableCell>Name</TableCell>
          <TableCell align="right">Size</TableCell>
          <TableCell>Date</TableCell>
          <TableCell>Linked To</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {files.map((file) => {
          const isSelected = selected.has(file.context);
          return (
            <TableRow key={file.context} selected={isSelected} hover>
              {selectable ? (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={isSelected}
                    onChange={() => onToggle(file.context)}
                    slotProps={{ input: { 'aria-label': `Select ${file.name}` } }}
                  />
                </TableCell>
              ) : null}
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                <FileNameButton file={file} onDownload={onDownload} downloading={downloading === file.context} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatBytes(file.bytes)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(file.dateCreated)}</TableCell>
              <TableCell>
                <StorageAssociationLink kind="file" item={file} />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
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

interface FileListItemProps {
  file: StorageItem;
  selection: StorageSelection;
  onDownload: (file: StorageItem) => void;
  downloading: boolean;
}

function FileListItem({ file, selection, onDownload, downloading }: FileListItemProps) {
  const nameId = useId();
  const isSelected = selection.selected.has(file.context);
  return (
    <Box
      component="li"
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, py: 1, borderBottom: 1, borderColor: 'divider', bgcolor: isSelected ? 'action.selected' : undefined }}
    >
      {selection.selectable ? (
        <Checkbox
          checked={isSelected}
          onChange={() => selection.onToggle(file.context)}
          slotProps={{ input: { 'aria-label': `Select ${file.name}` } }}
          sx={{ mt: -0.5 }}
        />
      ) : null}
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <FileNameButton file={file} onDownload={onDownload} downloading={downloading} id={nameId} />
        <Typography variant="body2" color="text.secondary">
          {formatBytes(file.bytes)} &middot; {formatDate(file.dateCreated)}
        </Typography>
        <StorageAssociationLink kind="file" item={file} describedBy={nameId} />
      </Box>
    </Box>
  );
}
