import { RecordStorageSection } from '@/features/storage';
import { useDeleteResourceStorage, useResourceStorage, useUploadResourceStorage } from '../api/resource-storage';

/** The resource's images and files (also in Images and Files): upload and delete in the editor, list and download in the view. */
export function ResourceStorageSection({ resourceContext, editable }: { resourceContext: string; editable: boolean }) {
  const storage = useResourceStorage(resourceContext);
  const upload = useUploadResourceStorage();
  const remove = useDeleteResourceStorage();
  return (
    <RecordStorageSection
      storage={storage}
      editable={editable}
      onUpload={(request) => upload.mutateAsync({ resourceContext, ...request })}
      uploading={upload.isPending}
      onDelete={(item) => remove.mutateAsync({ context: item.context, resourceContext })}
      deleting={remove.isPending}
    />
  );
}
