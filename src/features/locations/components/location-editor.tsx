import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { contactListSections } from '@/components/record-editor/contact-sections';
import { RecordEditorFrame } from '@/components/record-editor/record-editor-frame';
import { RecordNameFields } from '@/components/record-editor/record-name-fields';
import { useEditorLeave } from '@/components/record-editor/use-editor-leave';
import type { VersionConflictState } from '@/components/record-list/use-versioned-edit';
import { toast } from '@/components/toasts';
import { paths } from '@/config/paths';
import { LOCATION_NAME_MAX, type LocationRecord } from '@/lib/schemas/location-schemas';
import { locationFormSchema, type LocationCreateRequest, type LocationFormValues } from '@/lib/schemas/location-request-schemas';
import { locationRequestFromForm } from '../model/location-form';
import { LOCATION_SAVED } from '../model/location-messages';

export interface LocationEditorProps {
  defaultValues: LocationFormValues;
  /** Saves and answers the saved location; throws when the save failed (the API client has said why). */
  onSave: (request: LocationCreateRequest) => Promise<LocationRecord>;
  cancelTo: string;
  /** Editing a saved location: its version conflict, if any. */
  versioned?: VersionConflictState;
}

/**
 * The location form of the add and edit pages: name, active, address, telephone numbers and email
 * addresses. Warns before leaving with unsaved changes; a failed save keeps what was typed.
 */
export function LocationEditor({ defaultValues, onSave, cancelTo, versioned }: LocationEditorProps) {
  const form = useForm<LocationFormValues>({ resolver: zodResolver(locationFormSchema), defaultValues });
  const { control, setValue } = form;
  const leave = useEditorLeave();
  return (
    <RecordEditorFrame
      form={form}
      label="Location"
      leave={leave}
      versioned={versioned && { ...versioned, recordName: 'location' }}
      buttons={{ cancelTo }}
      onSave={async (values) => {
        const saved = await onSave(locationRequestFromForm(values));
        toast.success(LOCATION_SAVED);
        leave.leave(paths.locationsView(saved.context));
      }}
      sections={[
        {
          id: 'details',
          label: 'Location Details',
          heading: true,
          fields: ['name', 'active'],
          content: <RecordNameFields control={control} max={LOCATION_NAME_MAX} />,
        },
        ...contactListSections(control, setValue, { addressHint: 'Leave every address field blank if the location has no street address.' }),
      ]}
    />
  );
}
