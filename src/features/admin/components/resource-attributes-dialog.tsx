import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { DialogCloseActions } from '@/components/dialog-close-actions';
import { EditDeleteRowActions } from '@/components/data-table/edit-delete-row-actions';
import { FormTextField } from '@/components/form-text-field';
import { ActiveSwitch } from '@/components/record-editor/active-switch';
import { EditorDialog, EditorDialogForm } from '@/components/record-editor/editor-dialog';
import { toast } from '@/components/toasts';
import { RESOURCE_ATTRIBUTE_NAME_MAX, resourceAttributeMessages, type ResourceAttributeAdmin } from '@/lib/schemas/resource-attribute-admin-schemas';
import type { PicklistItem } from '@/lib/schemas/picklist-schemas';
import { useCompactWidth } from '@/lib/use-compact-width';
import { useCreateResourceAttribute, useDeleteResourceAttribute, useResourceTypeAttributes, useUpdateResourceAttribute } from '../api/resource-attributes';
import { activeNameColumn } from './active-name-column';
import { DeleteRowDialog } from './delete-row-dialog';

interface AttributeForm {
  name: string;
  active: boolean;
}

function attributeSchema(attributes: readonly ResourceAttributeAdmin[], editing: string | null) {
  return z.object({ name: z.string(), active: z.boolean() }).superRefine((values, context) => {
    const name = values.name.trim();
    if (!name) context.addIssue({ code: 'custom', path: ['name'], message: resourceAttributeMessages.nameRequired });
    else if (name.length > RESOURCE_ATTRIBUTE_NAME_MAX) context.addIssue({ code: 'custom', path: ['name'], message: resourceAttributeMessages.nameTooLong });
    else if (attributes.some((attribute) => attribute.context !== editing && attribute.name.trim().toLowerCase() === name.toLowerCase())) {
      context.addIssue({ code: 'custom', path: ['name'], message: resourceAttributeMessages.duplicate(name) });
    }
  });
}

function AttributeEditor({ type, attributes, attribute, onClose }: { type: PicklistItem; attributes: readonly ResourceAttributeAdmin[]; attribute: ResourceAttributeAdmin | null; onClose: () => void }) {
  const create = useCreateResourceAttribute();
  const update = useUpdateResourceAttribute();
  const form = useForm<AttributeForm>({ resolver: zodResolver(attributeSchema(attributes, attribute?.context ?? null)), defaultValues: { name: attribute?.name ?? '', active: attribute?.active ?? true } });
  return (
    <EditorDialog open title={attribute ? 'Edit Attribute' : 'Add Attribute'} onClose={onClose}>
      <EditorDialogForm
        form={form}
        submitLabel={attribute ? 'Save' : 'Add'}
        busy={create.isPending || update.isPending}
        onSubmit={async (values) => {
          const name = values.name.trim();
          if (attribute) await update.mutateAsync({ context: attribute.context, name, active: values.active });
          else await create.mutateAsync({ resourceTypeContext: type.context, name, active: values.active });
          toast.success(`Attribute ${name} saved.`);
          onClose();
        }}
      >
        <FormTextField control={form.control} name="name" label="Name" required limit={RESOURCE_ATTRIBUTE_NAME_MAX} />
        <ActiveSwitch control={form.control} name="active" />
      </EditorDialogForm>
    </EditorDialog>
  );
}

/**
 * A resource type's attributes (spec 3 §3; the resource editor offers them for a resource of the
 * type): add, rename, make inactive, delete one no resource carries.
 */
export function ResourceAttributesDialog({ type, onClose }: { type: PicklistItem; onClose: () => void }) {
  const compact = useCompactWidth();
  const attributes = useResourceTypeAttributes(type.context);
  const remove = useDeleteResourceAttribute();
  const [editing, setEditing] = useState<{ attribute: ResourceAttributeAdmin | null } | null>(null);
  const [deleting, setDeleting] = useState<ResourceAttributeAdmin | null>(null);
  const title = `Attributes of ${type.text}`;
  const columns: DataTableColumn<ResourceAttributeAdmin>[] = [
    activeNameColumn((attribute) => attribute.name),
    { id: 'used', header: 'Resources', align: 'right', width: 110, cell: (attribute) => attribute.usedBy },
  ];
  const actions = (attribute: ResourceAttributeAdmin) => <EditDeleteRowActions name={attribute.name} onEdit={() => setEditing({ attribute })} onDelete={() => setDeleting(attribute)} />;
  return (
    <Dialog open onClose={onClose} fullScreen={compact} fullWidth maxWidth="sm" aria-labelledby="resource-attributes-title">
      <DialogTitle id="resource-attributes-title">{title}</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          A resource of this type may carry these attributes with a value each (a truck&apos;s license plate). An attribute that resources carry cannot be deleted: make it inactive, and it is no longer offered.
        </Typography>
        <Box>
          <Button startIcon={<Add />} variant="outlined" onClick={() => setEditing({ attribute: null })}>
            Add Attribute
          </Button>
        </Box>
        <DataTable
          label={title}
          columns={columns}
          rows={attributes.data}
          rowKey={(attribute) => attribute.context}
          rowActions={actions}
          cardActions={actions}
          updating={attributes.isFetching}
          empty={{ nothingYet: 'No attributes yet.', hint: 'Add Attribute gives resources of this type a first one.' }}
        />
      </DialogContent>
      <DialogCloseActions onClose={onClose} />
      {editing ? <AttributeEditor type={type} attributes={attributes.data ?? []} attribute={editing.attribute} onClose={() => setEditing(null)} /> : null}
      <DeleteRowDialog
        row={deleting}
        title="Delete Attribute?"
        message={(attribute) => `${attribute.name} will be removed from ${type.text}. This cannot be undone.`}
        deletedMessage={(attribute) => `Attribute ${attribute.name} deleted.`}
        remove={remove}
        onClose={() => setDeleting(null)}
      />
    </Dialog>
  );
}
