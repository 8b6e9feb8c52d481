import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { AddressFields } from '@/components/contact-fields/address-fields';
import { EmailListField } from '@/components/contact-fields/email-list-field';
import { TelephoneListField } from '@/components/contact-fields/telephone-list-field';
import { FormTextField } from '@/components/form-text-field';
import { toast } from '@/components/toasts';
import { useUnsavedChangesWarning } from '@/components/use-unsaved-changes-warning';
import { paths } from '@/config/paths';
import {
  LOCATION_NAME_MAX,
  locationFormSchema,
  type LocationCreateRequest,
  type LocationFormValues,
  type LocationRecord,
} from '@/lib/schemas/location-schemas';
import { locationRequestFromForm } from '../model/location-form';
import { LOCATION_SAVED, UNABLE_TO_SAVE } from '../model/location-messages';
import { ActiveSwitch } from '@/components/record-list/active-switch';
import { EditorSection } from '@/components/record-list/editor-section';
import { useLeaveAfterSave } from '@/components/record-list/use-leave-after-save';

export interface LocationEditorProps {
  defaultValues: LocationFormValues;
  /** Saves and answers the saved location; throws when the save failed (the API client has said why). */
  onSave: (request: LocationCreateRequest) => Promise<LocationRecord>;
  cancelTo: string;
  /** Shown above the form, e.g. the version-conflict notice. */
  notice?: ReactNode;
}

/**
 * The location form of the add and edit pages: name, active, address, telephone numbers and email
 * addresses. Warns before leaving with unsaved changes; a failed save keeps what was typed.
 */
export function LocationEditor({ defaultValues, onSave, cancelTo, notice }: LocationEditorProps) {
  const { control, handleSubmit, setValue, formState } = useForm<LocationFormValues>({
    resolver: zodResolver(locationFormSchema),
    defaultValues,
  });
  const [leavingTo, setLeavingTo] = useState<string | null>(null);
  const leaveWarning = useUnsavedChangesWarning(formState.isDirty && leavingTo === null);
  useLeaveAfterSave(leavingTo);

  const handleSave = handleSubmit(
    async (values) => {
      let saved: LocationRecord;
      try {
        saved = await onSave(locationRequestFromForm(values));
      } catch {
        return;
      }
      toast.success(LOCATION_SAVED);
      setLeavingTo(paths.locationsView(saved.context));
    },
  );
  const showInvalid = formState.isSubmitted && Object.keys(formState.errors).length > 0;

  return (
    <Box
      component="form"
      noValidate
      aria-label="Location"
      onSubmit={(event) => void handleSave(event)}
      sx={{ display: 'grid', gap: 2, maxWidth: 960 }}
    >
      {notice}
      <EditorSection>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          Location Details
        </Typography>
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
      </EditorSection>
      <EditorSection>
        <AddressFields control={control} name="address" hint="Leave every address field blank if the location has no street address." />
      </EditorSection>
      <EditorSection>
        <TelephoneListField control={control} setValue={setValue} name="telephoneList" />
      </EditorSection>
      <EditorSection>
        <EmailListField control={control} setValue={setValue} name="emailList" />
      </EditorSection>
      {showInvalid ? (
        <Alert severity="error" role="alert">
          {UNABLE_TO_SAVE}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" loading={formState.isSubmitting}>
          Save
        </Button>
        <Button component={RouterLink} to={cancelTo}>
          Cancel
        </Button>
      </Box>
      {leaveWarning}
    </Box>
  );
}
