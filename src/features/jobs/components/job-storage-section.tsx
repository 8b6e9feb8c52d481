import { RecordStorageSection } from '@/features/storage';
import { useDeleteJobStorage, useJobStorage, useUploadJobStorage } from '../api/job-storage';

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
  return (
    <RecordStorageSection
      storage={storage}
      editable={editable}
      onUpload={(request) => upload.mutateAsync({ jobContext, ...request })}
      uploading={upload.isPending}
      onDelete={(item) => remove.mutateAsync({ context: item.context, jobContext })}
      deleting={remove.isPending}
    />
  );
}
