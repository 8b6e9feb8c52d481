import { useState } from 'react';
import Button from '@mui/material/Button';
import { EditorDialog, EditorDialogForm, EditorDialogLoading } from '@/components/record-editor/editor-dialog';
import type { PricebookItem, PricebookItemType } from '@/lib/schemas/pricebook-schemas';
import { pricebookItemCalls } from '../../api/pricebook-records';
import {
  newPricebookItemValues,
  pricebookItemEditorTitle,
  pricebookItemFormSchema,
  pricebookItemRequest,
  pricebookItemValuesOf,
  typeChangeValues,
  type PricebookItemFormValues,
} from '../../model/pricebook-item-form';
import type { PricebookEditorDialogProps } from './pricebook-editor-dialog-frame';
import { PricebookItemFields } from './pricebook-item-fields';
import { PricebookItemTypeChooser } from './pricebook-item-type-chooser';
import { usePricebookEditor, type PricebookEditorFormProps } from './use-pricebook-editor';
import { useEditorRecord } from './use-record-snapshot';

export type PricebookItemEditorDialogProps = PricebookEditorDialogProps<PricebookItem>;

/** Where the editor is: choosing a type (add mode's start, or Change Type) or at the fields; `type` once chosen in this opening. */
interface ItemEditorView {
  choosing: boolean;
  type: PricebookItemType | null;
}

const startView = (context: string | null): ItemEditorView => ({ choosing: context === null, type: null });

const ADD_TITLE = 'Add Pricebook Item';
const CHANGE_TYPE_TITLE = 'Change Type';

interface ItemEditorFormProps extends PricebookEditorFormProps<PricebookItem> {
  type: PricebookItemType;
  choosing: boolean;
  onView: (view: ItemEditorView) => void;
}

function ItemEditorForm({ type, choosing, onView, ...props }: ItemEditorFormProps) {
  const { record } = props;
  const { form, dialogForm } = usePricebookEditor(props, {
    calls: pricebookItemCalls,
    schema: pricebookItemFormSchema,
    valuesOf: pricebookItemValuesOf,
    newValues: () => newPricebookItemValues(type),
    request: pricebookItemRequest,
  });

  const choose = (next: PricebookItemType) => {
    if (next !== form.getValues('itemType')) {
      for (const [name, value] of Object.entries(typeChangeValues(next))) {
        form.setValue(name as keyof PricebookItemFormValues, value as never, { shouldDirty: true });
      }
    }
    onView({ choosing: false, type: next });
  };

  // Change Type (edit mode): the form stays mounted here, so what was typed is kept.
  if (choosing) return <PricebookItemTypeChooser current={type} onChoose={choose} leaveLabel="Back" onLeave={() => onView({ choosing: false, type })} />;

  return (
    <EditorDialogForm {...dialogForm} actions={record ? <Button onClick={() => onView({ choosing: true, type })}>Change Type</Button> : null}>
      <PricebookItemFields form={form} type={type} record={record} />
    </EditorDialogForm>
  );
}

/** The dialog's content for one opening: the record loaded afresh (edit), then the chooser or the form. */
function ItemEditorContent({ context, view, onView, onClose, onSaved }: Omit<PricebookItemEditorDialogProps, 'open'> & { view: ItemEditorView; onView: (view: ItemEditorView) => void }) {
  const record = useEditorRecord(pricebookItemCalls, context);
  if (record === undefined) return <EditorDialogLoading />;
  const type = view.type ?? record?.itemType ?? null;
  // Add mode starts with the chooser, before there is a form: nothing can be lost by Cancel.
  if (type === null) return <PricebookItemTypeChooser current={null} onChoose={(chosen) => onView({ choosing: false, type: chosen })} leaveLabel="Cancel" onLeave={onClose} />;
  return <ItemEditorForm record={record} type={type} choosing={view.choosing} onView={onView} onClose={onClose} onSaved={onSaved} />;
}

/**
 * The pricebook item editor (spec 3 §2 "Pricebook item editor"): adding starts with the type
 * chooser (Service, Item, Labor), then the fields under the title "Pricebook {type} Editor";
 * editing opens at the fields, where Change Type goes back to the chooser (Service clears vendor,
 * model and part number; Labor also sets the description to Labor). Save creates or updates (with
 * the version it loaded: a 409 keeps what was typed), says "Pricebook Item created." or "updated."
 * and closes.
 */
export function PricebookItemEditorDialog({ open, context, onClose, onSaved }: PricebookItemEditorDialogProps) {
  const [view, setView] = useState<ItemEditorView>(() => startView(context));
  const [openedFor, setOpenedFor] = useState<{ open: boolean; context: string | null }>({ open, context });
  // Each opening starts afresh; while the dialog closes, its content stays as it was.
  if (open && (!openedFor.open || openedFor.context !== context)) {
    setOpenedFor({ open, context });
    setView(startView(context));
  } else if (!open && openedFor.open) {
    setOpenedFor({ open, context: openedFor.context });
  }
  const title = useItemEditorTitle(context, view);
  return (
    <EditorDialog open={open} title={title} onClose={onClose} maxWidth="md">
      <ItemEditorContent context={openedFor.context} view={view} onView={setView} onClose={onClose} onSaved={onSaved} />
    </EditorDialog>
  );
}

function useItemEditorTitle(context: string | null, view: ItemEditorView): string {
  const query = pricebookItemCalls.useRecord(context, { refetchOnWindowFocus: false });
  if (view.choosing) return context === null ? ADD_TITLE : CHANGE_TYPE_TITLE;
  const type = view.type ?? query.data?.itemType ?? null;
  return type ? pricebookItemEditorTitle(type) : ADD_TITLE;
}
