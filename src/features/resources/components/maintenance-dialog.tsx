import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { EditorDialog, EditorDialogForm } from '@/components/record-editor/editor-dialog';
import { FormSelectField } from '@/components/form-select-field';
import { FormTextField } from '@/components/form-text-field';
import { toast } from '@/components/toasts';
import { usePicklist } from '@/lib/picklists/get-picklist-by-kind';
import { MAINTENANCE_DESCRIPTION_MAX, maintenanceFormSchema, maintenanceMessages, type MaintenanceFormValues, type ResourceMaintenance } from '@/lib/schemas/resource-maintenance-schemas';
import { useSaveMaintenance } from '../api/resource-maintenance';
import { maintenanceRequestFromForm, maintenanceToFormValues, newMaintenanceFormValues } from '../model/maintenance-form';
import { ADD_MAINTENANCE_TITLE, EDIT_MAINTENANCE_TITLE } from '../model/resource-messages';

export interface MaintenanceDialogProps {
  resourceContext: string;
  /** The entry being edited; `null` adds one. */
  entry: ResourceMaintenance | null;
  open: boolean;
  onClose: () => void;
}

function MaintenanceForm({ resourceContext, entry, onClose }: Omit<MaintenanceDialogProps, 'open'>) {
  const form = useForm<MaintenanceFormValues>({ resolver: zodResolver(maintenanceFormSchema), defaultValues: entry ? maintenanceToFormValues(entry) : newMaintenanceFormValues() });
  const save = useSaveMaintenance();
  const personnel = usePicklist('Personnel');
  const people = (personnel.data ?? []).filter((person) => person.active || person.context === entry?.performedBy?.context).map((person) => ({ context: person.context, name: person.text }));
  return (
    <EditorDialogForm
      form={form}
      submitLabel="Save"
      onSubmit={async (values) => {
        await save.mutateAsync(maintenanceRequestFromForm(values, resourceContext, entry?.context));
        toast.success(entry ? maintenanceMessages.updated : maintenanceMessages.created);
        onClose();
      }}
    >
      <FormTextField control={form.control} name="date" label="Date" type="date" required slotProps={{ inputLabel: { shrink: true } }} />
      <FormTextField
        control={form.control}
        name="description"
        label="Description"
        required
        multiline
        minRows={3}
        limit={MAINTENANCE_DESCRIPTION_MAX}
      />
      <FormSelectField control={form.control} name="performedByContext" label="Performed By" options={people} emptyLabel="None" />
      <FormTextField
        control={form.control}
        name="cost"
        label="Cost"
        inputMode="decimal"
        slotProps={{ input: { startAdornment: <span aria-hidden="true">$&nbsp;</span> } }}
      />
    </EditorDialogForm>
  );
}

/** Spec 3 §2: Add Maintenance Log / Edit Maintenance Log — date, description (500, counter), performed by, cost. */
export function MaintenanceDialog({ open, entry, resourceContext, onClose }: MaintenanceDialogProps) {
  return (
    <EditorDialog open={open} title={entry ? EDIT_MAINTENANCE_TITLE : ADD_MAINTENANCE_TITLE} onClose={onClose}>
      {open ? <MaintenanceForm key={entry?.context ?? 'new'} resourceContext={resourceContext} entry={entry} onClose={onClose} /> : null}
    </EditorDialog>
  );
}
