import { Controller, useForm, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { contactListSections } from '@/components/record-editor/contact-sections';
import { FormNotesField } from '@/components/record-editor/form-notes-field';
import { RecordEditorFrame } from '@/components/record-editor/record-editor-frame';
import { RecordNameFields } from '@/components/record-editor/record-name-fields';
import { useEditorLeave } from '@/components/record-editor/use-editor-leave';
import type { VersionConflictState } from '@/components/record-list/use-versioned-edit';
import { toast } from '@/components/toasts';
import { paths } from '@/config/paths';
import { usePicklist } from '@/lib/picklists/get-picklist-by-kind';
import type { PicklistItem } from '@/lib/schemas/picklist-schemas';
import { SUPPLIER_NAME_MAX, SUPPLIER_NOTES_MAX, SUPPLIER_WEB_SITE_MAX, type Supplier } from '@/lib/schemas/supplier-schemas';
import { supplierFormSchema, type SupplierCreateRequest, type SupplierFormValues } from '@/lib/schemas/supplier-request-schemas';
import { completeWebSiteAddress, supplierRequestFromForm, supplierTypeChoices } from '../model/supplier-form';
import { SUPPLIER_SAVED } from '../model/supplier-messages';

const NO_TYPE = 'none';

export interface SupplierEditorProps {
  defaultValues: SupplierFormValues;
  /** Saves and answers the saved supplier; throws when the save failed (the API client has said why). */
  onSave: (request: SupplierCreateRequest) => Promise<Supplier>;
  cancelTo: string;
  /** Editing a saved supplier: its version conflict, if any. */
  versioned?: VersionConflictState;
}

function SupplierTypeField({ control, supplierTypes }: { control: Control<SupplierFormValues>; supplierTypes: readonly PicklistItem[] | undefined }) {
  return (
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
          {supplierTypeChoices(supplierTypes ?? [], field.value).map((item) => (
            <MenuItem key={item.context} value={item.context}>
              {item.active ? item.text : `${item.text} (retired)`}
            </MenuItem>
          ))}
          {/* Until the picklist loads, the current type is kept selectable so the value stays valid. */}
          {field.value && !supplierTypes ? (
            <MenuItem value={field.value} sx={{ display: 'none' }}>
              {'\u2026'}
            </MenuItem>
          ) : null}
        </TextField>
      )}
    />
  );
}

function WebSiteField({ control }: { control: Control<SupplierFormValues> }) {
  return (
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
  );
}

/**
 * The supplier form of the add and edit pages: name, active, supplier type, web site, notes,
 * address, telephone numbers and email addresses. Warns before leaving with unsaved changes; a
 * failed save keeps what was typed.
 */
export function SupplierEditor({ defaultValues, onSave, cancelTo, versioned }: SupplierEditorProps) {
  const form = useForm<SupplierFormValues>({ resolver: zodResolver(supplierFormSchema), defaultValues });
  const { control, setValue } = form;
  const supplierTypes = usePicklist('SupplierType');
  const leave = useEditorLeave();
  return (
    <RecordEditorFrame
      form={form}
      label="Supplier"
      leave={leave}
      versioned={versioned && { ...versioned, recordName: 'supplier' }}
      buttons={{ cancelTo }}
      onSave={async (values) => {
        const saved = await onSave(supplierRequestFromForm(values, supplierTypes.data ?? []));
        toast.success(SUPPLIER_SAVED);
        leave.leave(paths.suppliersView(saved.context));
      }}
      sections={[
        {
          id: 'details',
          label: 'Supplier Details',
          heading: true,
          fields: ['name', 'supplierTypeContext', 'webSiteAddress', 'notes', 'active'],
          content: (
            <RecordNameFields control={control} max={SUPPLIER_NAME_MAX}>
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) minmax(0, 2fr)' } }}>
                <SupplierTypeField control={control} supplierTypes={supplierTypes.data} />
                <WebSiteField control={control} />
              </Box>
              <FormNotesField control={control} name="notes" label="Notes" max={SUPPLIER_NOTES_MAX} />
            </RecordNameFields>
          ),
        },
        ...contactListSections(control, setValue, { addressHint: "Leave every address field blank if you do not have the supplier's street address." }),
      ]}
    />
  );
}
