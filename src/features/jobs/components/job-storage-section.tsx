import { useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { RecordViewSection } from '@/components/record-view/record-view-section';
import { toast } from '@/components/toasts';
import { ImageBlob, useDownloadFile } from '@/features/storage';
import { formatDate } from '@/lib/format';
import { readFileBase64 } from '@/lib/read-file-base64';
import type { JobStorageItem } from '@/lib/schemas/job-schemas';
import { useDeleteJobStorage, useJobStorage, useUploadJobStorage } from '../api/job-storage';
import { byteSizeText, uploadProblem, type JobStorageKind } from '../model/job-storage-upload';
import { storageSummary } from '../model/job-summary';

export interface JobStorageSectionProps {
  jobContext: string;
  /** The editor uploads and deletes; the view lists and downloads. */
  editable: boolean;
}

/**
 * Spec 2 §2 Images and files: the job's images and files (they also appear in Images and Files),
 * with upload, view, download and delete in the editor.
 */
export function JobStorageSection({ jobContext, editable }: JobStorageSectionProps) {
  const storage = useJobStorage(jobContext);
  const upload = useUploadJobStorage();
  const remove = useDeleteJobStorage();
  const download = useDownloadFile();
  const inputId = useId();
  const imageInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [deleting, setDeleting] = useState<JobStorageItem | null>(null);

  const handleChosen = async (kind: JobStorageKind, files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    const problem = uploadProblem(kind, file);
    if (problem) {
      toast.error(problem);
      return;
    }
    try {
      const data = await readFileBase64(file);
      await upload.mutateAsync({ jobContext, kind, name: file.name, contentType: file.type || 'application/octet-stream', data });
      toast.success(`${file.name} uploaded.`);
    } catch {
      // The API client has said why.
    }
  };

  const handleDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ context: deleting.context, jobContext });
      toast.success(`${deleting.name} deleted.`);
    } catch {
      // The API client has said why.
    }
    setDeleting(null);
  };

  const images = storage.data?.images ?? [];
  const files = storage.data?.files ?? [];
  const row = (item: JobStorageItem) => (
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
            <Button variant="outlined" startIcon={<UploadFileOutlined />} loading={upload.isPending} onClick={() => imageInput.current?.click()}>
              Upload Image
            </Button>
            <Button variant="outlined" startIcon={<UploadFileOutlined />} loading={upload.isPending} onClick={() => fileInput.current?.click()}>
              Upload File
            </Button>
            <input
              ref={imageInput}
              id={`${inputId}-image`}
              type="file"
              accept="image/jpeg,image/png"
              hidden
              aria-label="Image to upload"
              onChange={(event) => {
                void handleChosen('image', event.target.files);
                event.target.value = '';
              }}
            />
            <input
              ref={fileInput}
              id={`${inputId}-file`}
              type="file"
              hidden
              aria-label="File to upload"
              onChange={(event) => {
                void handleChosen('file', event.target.files);
                event.target.value = '';
              }}
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
        busy={remove.isPending}
        onConfirm={() => void handleDelete()}
        onCancel={() => setDeleting(null)}
      />
    </RecordViewSection>
  );
}
