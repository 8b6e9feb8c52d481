import { useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AddressFields } from '@/components/contact-fields/address-fields';
import { EmailListField } from '@/components/contact-fields/email-list-field';
import { TelephoneListField } from '@/components/contact-fields/telephone-list-field';
import { FormTextField } from '@/components/form-text-field';
import { toast } from '@/components/toasts';
import { useUnsavedChangesWarning } from '@/components/use-unsaved-changes-warning';
import { paths } from '@/config/paths';
import { usePicklist } from '@/lib/picklists/get-picklist-by-kind';
import {
  SUPPLIER_NAME_MAX,
  SUPPLIER_NOTES_MAX,
  SUPPLIER_WEB_SITE_MAX,
  supplierFormSchema,
  type Supplier,
  type SupplierCreateRequest,
  type SupplierFormValues,
} from '@/lib/schemas/supplier-schemas';
import { ActiveSwitch } from '@/components/record-list/active-switch';
import { EditorSection } from '@/components/record-list/editor-section';
import { useLeaveAfterSave } from '@/components/record-list/use-leave-after-save';
import { UNABLE_TO_SAVE } from '@/lib/form-messages';
import { completeWebSiteAddress, supplierRequestFromForm, supplierTypeChoices } from '../model/supplier-form';
import { SUPPLIER_SAVED } from '../model/supplier-messages';

const NO_TYPE = 'none';

export interface SupplierEditorProps {
  defaultValues: SupplierFormValues;
  /** Saves and answers the saved supplier; throws when the save failed (the API client has said why). */
  onSave: (request: SupplierCreateRequest) => Promise<Supplier>;
  cancelTo: string;
  /** Shown above the form, e.g. the version-conflict notice. */
  notice?: ReactNode;
}

/**
 * The supplier form of the add and edit pages: name, active, supplier type, web site, notes,
 * address, telephone numbers and email addresses. Warns before leaving with unsaved changes; a
 * failed save keeps what was typed.
 */
export function SupplierEditor({ defaultValues, onSave, cancelTo, notice }: SupplierEditorProps) {
  const { control, handleSubmit, setValue, formState } = useForm<SupplierFormValues>({
    resolver: zodResolver(supplierFormSchema),
    defaultValues,
  });
  const supplierTypes = usePicklist('SupplierType');
  const [leavingTo, setLeavingTo] = useState<string | null>(null);
  const leaveWarning = useUnsavedChangesWarning(formState.isDirty && leavingTo === null);
  useLeaveAfterSave(leavingTo);

  const handleSave = handleSubmit(
    async (values) => {
      let saved: Supplier;
      try {
        saved = await onSave(supplierRequestFromForm(values, supplierTypes.data ?? []));
      } catch {
        return;
      }
      toast.success(SUPPLIER_SAVED);
      setLeavingTo(paths.suppliersView(saved.context));
    },
  );
  const showInvalid = formState.isSubmitted && Object.keys(formState.errors).length > 0;

  return (
    <Box
      component="form"
      noValidate
      aria-label="Supplier"
      onSubmit={(event) => void handleSave(event)}
      sx={{ display: 'grid', gap: 2, maxWidth: 960 }}
    >
      {notice}
      <EditorSection>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          Supplier Details
        </Typography>
        <FormTextField
          control={control}
          name="name"
          label="Name"
          required
          autoComplete="organization"
          counterMax={SUPPLIER_NAME_MAX}
          slotProps={{ htmlInput: { maxLength: SUPPLIER_NAME_MAX } }}
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) minmax(0, 2fr)' } }}>
          <Controller
            name="supplierTypeContext"
            control={control}
            render={({ field }) => (
              <TextField
                select
                label="Supplier Type"
                value={field.value || NO_TYPE}
                onChange={(event) => field.onChange(event.target.value === NO_TYPE ? '' : event.target.value)}
                onBlur={field.onBlur}
                inputRef={field.ref}
              >
                <MenuItem value={NO_TYPE}>
                  <em>None</em>
                </MenuItem>
                {supplierTypeChoices(supplierTypes.data ?? [], field.value).map((item) => (
                  <MenuItem key={item.context} value={item.context}>
                    {item.active ? item.text : `${item.text} (retired)`}
                  </MenuItem>
                ))}
                {/* Until the picklist loads, the current type is kept selectable so the value stays valid. */}
                {field.value && !supplierTypes.data ? (
                  <MenuItem value={field.value} sx={{ display: 'none' }}>
                    {'\u2026'}
                  </MenuItem>
                ) : null}
              </TextField>
            )}
          />
          <Controller
            name="webSiteAddress"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                label="Web Site Address"
                type="url"
                autoComplete="url"
                placeholder="https://www.example.com"
                value={field.value}
                onChange={field.onChange}
                onBlur={() => {
                  const completed = completeWebSiteAddress(field.value);
                  if (completed !== field.value) field.onChange(completed);
                  field.onBlur();
                }}
                inputRef={field.ref}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
                slotProps={{ htmlInput: { maxLength: SUPPLIER_WEB_SITE_MAX } }}
              />
            )}
          />
        </Box>
        <FormTextField
          control={control}
          name="notes"
          label="Notes"
          multiline
          minRows={4}
          counterMax={SUPPLIER_NOTES_MAX}
          slotProps={{ htmlInput: { maxLength: SUPPLIER_NOTES_MAX } }}
        />
        <Box>
          <ActiveSwitch control={control} name="active" />
        </Box>
      </EditorSection>
      <EditorSection>
        <AddressFields control={control} name="address" hint="Leave every address field blank if you do not have the supplier's street address." />
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
