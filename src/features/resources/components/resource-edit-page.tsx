import { RecordEditPage } from '@/components/record-list/record-edit-page';
import { paths } from '@/config/paths';
import type { Resource, ResourceCreateRequest } from '@/lib/schemas/resource-schemas';
import { useResource } from '../api/get-resource';
import { useUpdateResource } from '../api/save-resource';
import { resourceToFormValues } from '../model/resource-form';
import { ResourceEditor } from './resource-editor';

/** Edit Resource (RES_U): after a 409 the user may reload the resource (see useVersionedEdit). */
export default function ResourceEditPage() {
  return (
    <RecordEditPage<Resource, ResourceCreateRequest> useRecord={useResource} useUpdate={useUpdateResource} recordName="resource">
      {(resource, edit) => (
        <ResourceEditor record={resource} defaultValues={resourceToFormValues(resource)} onSave={edit.save} cancelTo={paths.resourcesView(resource.context)} versioned={edit} />
      )}
    </RecordEditPage>
  );
}
