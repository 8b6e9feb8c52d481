import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { AddressFields } from '@/components/contact-fields/address-fields';
import { FormTextField } from '@/components/form-text-field';
import { ActiveSwitch } from '@/components/record-editor/active-switch';
import { contactListSections } from '@/components/record-editor/contact-sections';
import { RecordEditorFrame } from '@/components/record-editor/record-editor-frame';
import { useEditorLeave } from '@/components/record-editor/use-editor-leave';
import type { VersionConflictState } from '@/components/record-list/use-versioned-edit';
import { toast } from '@/components/toasts';
import { paths } from '@/config/paths';
import {
  LOCATION_NAME_MAX,
  locationFormSchema,
  type LocationCreateRequest,
  type LocationFormValues,
  type LocationRecord,
} from '@/lib/schemas/location-schemas';
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
          content: (
            <>
              <FormTextField
                control={control}
                name="name"
                label="Name"
                required
                autoComplete="organization"
                counterMax={LOCATION_NAME_MAX}
                slotProps={{ htmlInput: { maxLength: LOCATION_NAME_MAX } }}
              />
              <Box>
                <ActiveSwitch control={control} name="active" />
              </Box>
            </>
          ),
        },
        {
          id: 'address',
          label: 'Address',
          fields: ['address'],
          content: <AddressFields control={control} name="address" hint="Leave every address field blank if the location has no street address." />,
        },
        ...contactListSections(control, setValue),
      ]}
    />
  );
}
