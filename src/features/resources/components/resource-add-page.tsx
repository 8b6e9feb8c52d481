import { paths } from '@/config/paths';
import { useCreateResource } from '../api/save-resource';
import { newResourceFormValues } from '../model/resource-form';
import { ResourceEditor } from './resource-editor';

/** Add Resource (RES_C): a new resource is active by default. */
export default function ResourceAddPage() {
  const createResource = useCreateResource();
  return <ResourceEditor defaultValues={newResourceFormValues()} onSave={(request) => createResource.mutateAsync(request)} cancelTo={paths.resources} />;
}
