import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Typography from '@mui/material/Typography';
import { RecordEditorFrame, type RecordEditorSection } from '@/components/record-editor/record-editor-frame';
import { useEditorLeave } from '@/components/record-editor/use-editor-leave';
import type { VersionConflictState } from '@/components/record-list/use-versioned-edit';
import { toast } from '@/components/toasts';
import { paths } from '@/config/paths';
import { FormInstancesSection } from '@/features/forms';
import { useCan } from '@/lib/permissions';
import { resourceFormSchema, type Resource, type ResourceCreateRequest, type ResourceFormValues } from '@/lib/schemas/resource-schemas';
import { resourceRequestFromForm } from '../model/resource-form';
import { RESOURCE_SAVED, SAVE_RESOURCE_FIRST } from '../model/resource-messages';
import { MaintenanceLogSection } from './maintenance-log-section';
import { ResourceAttributesField } from './resource-attributes-field';
import { ResourceDetailsFields } from './resource-details-fields';
import { ResourceStorageSection } from './resource-storage-section';

export interface ResourceEditorProps {
  defaultValues: ResourceFormValues;
  /** The saved resource when editing; absent when adding. */
  record?: Resource;
  /** Saves and answers the saved resource; throws when the save failed (the API client has said why). */
  onSave: (request: ResourceCreateRequest) => Promise<Resource>;
  cancelTo: string;
  versioned?: VersionConflictState;
}

/**
 * Spec 3 §2 resource editor: sections Resource, Attributes, Forms, Images and Files and (editing,
 * with maintenance read) Maintenance Log. Warns before leaving with unsaved changes; a failed save
 * keeps what was typed.
 */
export function ResourceEditor({ defaultValues, record, onSave, cancelTo, versioned }: ResourceEditorProps) {
  const form = useForm<ResourceFormValues>({ resolver: zodResolver(resourceFormSchema), defaultValues });
  const leave = useEditorLeave();
  const canReadMaintenance = useCan('RESMAINT_R');
  const saveFirst = <Typography color="text.secondary">{SAVE_RESOURCE_FIRST}</Typography>;
  const sections: RecordEditorSection[] = [
    { id: 'resource', label: 'Resource', fields: ['name', 'resourceTypeContext', 'locationContext', 'assignedToContext', 'dateIssued', 'description', 'active'], content: <ResourceDetailsFields form={form} /> },
    { id: 'attributes', label: 'Attributes', fields: ['attributes'], content: <ResourceAttributesField form={form} /> },
    { id: 'forms', label: 'Forms', content: <FormInstancesSection ownerKind="Resource" ownerContext={record?.context ?? ''} canEdit headingComponent="h3" hideHeading variant="plain" /> },
    { id: 'images-files', label: 'Images and Files', content: record ? <ResourceStorageSection resourceContext={record.context} editable /> : saveFirst },
  ];
  if (record && canReadMaintenance) sections.push({ id: 'maintenance-log', label: 'Maintenance Log', content: <MaintenanceLogSection resourceContext={record.context} editable /> });
  return (
    <RecordEditorFrame
      form={form}
      label="Resource"
      heading={record ? record.name : 'Add Resource'}
      navigationLabel="Resource sections"
      leave={leave}
      versioned={versioned && { ...versioned, recordName: 'resource' }}
      buttons={{ cancelTo }}
      maxWidth={1100}
      onSave={async (values) => {
        const saved = await onSave(resourceRequestFromForm(values));
        toast.success(RESOURCE_SAVED);
        leave.leave(paths.resourcesView(saved.context));
      }}
      sections={sections}
    />
  );
}
