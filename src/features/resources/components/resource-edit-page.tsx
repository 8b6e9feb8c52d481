import LinearProgress from '@mui/material/LinearProgress';
import { useRecordEditPage } from '@/components/record-list/use-record-edit-page';
import { paths } from '@/config/paths';
import type { Resource, ResourceCreateRequest } from '@/lib/schemas/resource-schemas';
import { useResource } from '../api/get-resource';
import { useUpdateResource } from '../api/save-resource';
import { resourceToFormValues } from '../model/resource-form';
import { ResourceEditor } from './resource-editor';

/** Edit Resource (RES_U): after a 409 the user may reload the resource (see useVersionedEdit). */
export default function ResourceEditPage() {
  const { edit } = useRecordEditPage<Resource, ResourceCreateRequest>(useResource, useUpdateResource);
  if (!edit.editing) return <LinearProgress aria-label="Loading resource" />;
  const resource = edit.editing;
  return (
    <ResourceEditor
      key={edit.generation}
      record={resource}
      defaultValues={resourceToFormValues(resource)}
      onSave={edit.save}
      cancelTo={paths.resourcesView(resource.context)}
      versioned={edit}
    />
  );
}
