import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FilePickerButton } from '@/components/file-picker-button';
import { RecordViewSection } from '@/components/record-view/record-view-section';
import { toast } from '@/components/toasts';
import { formatDate } from '@/lib/format';
import { readFileBase64 } from '@/lib/read-file-base64';
import type { JobStorageItem } from '@/lib/schemas/job-schemas';
import { useDownloadFile } from '../api/file-download';
import { byteSizeText, storageSummary, uploadProblem, type RecordStorageKind } from '../model/record-upload';
import { ImageBlob } from './image-blob';

/** A stored image or file of a record, as the record's storage call lists it. */
export type RecordStorageItem = JobStorageItem;

/** What an upload sends besides the record: the kind, the file's name and type, and its bytes (base64). */
export interface RecordUploadRequest {
  kind: RecordStorageKind;
  name: string;
  contentType: string;
  data: string;
}

export interface RecordStorageSectionProps {
  /** The record's images and files (undefined while loading). */
  storage: { data: { images: RecordStorageItem[]; files: RecordStorageItem[] } | undefined; isError: boolean };
  /** The editor uploads and deletes; the view lists and downloads. */
  editable: boolean;
  onUpload: (request: RecordUploadRequest) => Promise<unknown>;
  uploading: boolean;
  onDelete: (item: RecordStorageItem) => Promise<unknown>;
  deleting: boolean;
}

/**
 * A record's images and files (a job's, a resource's; they also appear in Images and Files), with
 * upload (spec 3 §5: jpg, jpeg, png images up to 5 MB), view, download and delete in the editor.
 */
export function RecordStorageSection({ storage, editable, onUpload, uploading, onDelete, deleting: removing }: RecordStorageSectionProps) {
  const download = useDownloadFile();
  const [deleting, setDeleting] = useState<RecordStorageItem | null>(null);

  const handleChosen = async (kind: RecordStorageKind, file: File) => {
    const problem = uploadProblem(kind, file);
    if (problem) {
      toast.error(problem);
      return;
    }
    try {
      const data = await readFileBase64(file);
      await onUpload({ kind, name: file.name, contentType: file.type || 'application/octet-stream', data });
      toast.success(`${file.name} uploaded.`);
    } catch {
      // The API client has said why.
    }
  };

  const handleDelete = async () => {
    if (!deleting) return;
    try {
      await onDelete(deleting);
      toast.success(`${deleting.name} deleted.`);
    } catch {
      // The API client has said why.
    }
    setDeleting(null);
  };

  const images = storage.data?.images ?? [];
  const files = storage.data?.files ?? [];
  const row = (item: RecordStorageItem) => (
    <ListItem
      key={item.context}
      divider
      secondaryAction={
        <Box sx={{ display: 'flex', gap: 0.5 }}>
          <IconButton aria-label={`Download ${item.name}`} onClick={() => download.mutate(item)}>
            <DownloadOutlined />
          </IconButton>
          {editable ? (
            <IconButton aria-label={`Delete ${item.name}`} onClick={() => setDeleting(item)}>
              <DeleteOutlined />
            </IconButton>
          ) : null}
        </Box>
      }
      sx={{ pr: editable ? 12 : 7 }}
    >
      <ListItemText primary={item.name} secondary={`${byteSizeText(item.bytes)} · ${formatDate(item.dateCreated)}`} slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }} />
    </ListItem>
  );

  return (
    <RecordViewSection
      title="Images and Files"
      action={
        editable ? (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <FilePickerButton
              label="Upload Image"
              inputLabel="Image to upload"
              accept="image/jpeg,image/png"
              startIcon={<UploadFileOutlined />}
              loading={uploading}
              onFile={(file) => void handleChosen('image', file)}
            />
            <FilePickerButton
              label="Upload File"
              inputLabel="File to upload"
              startIcon={<UploadFileOutlined />}
              loading={uploading}
              onFile={(file) => void handleChosen('file', file)}
            />
          </Box>
        ) : undefined
      }
    >
      {!storage.data ? (
        <Typography color="text.secondary">{storage.isError ? 'The images and files could not be loaded.' : 'Loading images and files…'}</Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {storageSummary(images.length, files.length)}
          </Typography>
          {images.length > 0 ? (
            <Box component="ul" aria-label="Images" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}>
              {images.map((image) => (
                <Box component="li" key={image.context} sx={{ display: 'grid', gap: 0.5 }}>
                  <ImageBlob context={image.context} size="thumbnail" alt={image.name} />
                  <Box sx={{ display: 'flex', alignItems: 'center' }}>
                    <Typography variant="caption" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
                      {image.name}
                    </Typography>
                    {editable ? (
                      <IconButton size="small" aria-label={`Delete ${image.name}`} onClick={() => setDeleting(image)}>
                        <DeleteOutlined fontSize="small" />
                      </IconButton>
                    ) : null}
                  </Box>
                </Box>
              ))}
            </Box>
          ) : null}
          {files.length > 0 ? (
            <List dense aria-label="Files" disablePadding>
              {files.map(row)}
            </List>
          ) : null}
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Image or File"
        message={`Delete ${deleting?.name ?? ''}? This cannot be undone.`}
        confirmLabel="Delete"
        destructive
        busy={removing}
        onConfirm={() => void handleDelete()}
        onCancel={() => setDeleting(null)}
      />
    </RecordViewSection>
  );
}
