import type { ComponentType } from 'react';
import { EditorDialog, EditorDialogLoading, type EditorDialogProps } from '@/components/record-editor/editor-dialog';
import type { PricebookEntityType } from '@/lib/schemas/pricebook-schemas';
import type { PricebookEditorFormProps } from './use-pricebook-editor';
import { useEditorRecord, type EditorRecordCalls } from './use-record-snapshot';

/** The props of a pricebook editor dialog. */
export interface PricebookEditorDialogProps<Record> {
  open: boolean;
  /** The entry to edit; `null` adds one. */
  context: string | null;
  onClose: () => void;
  /** After a save, with the entry as stored (the dialog then closes). */
  onSaved?: (record: Record) => void;
}

export interface PricebookEditorDialogFrameProps<Record> extends PricebookEditorDialogProps<Record> {
  /** The kind's record calls (`pricebookCalls[type]`): the load, and the type the title names. */
  calls: EditorRecordCalls<Record> & { type: PricebookEntityType };
  maxWidth?: EditorDialogProps['maxWidth'];
  /** The editor's form, mounted once the entry has loaded (at once when adding). */
  form: ComponentType<PricebookEditorFormProps<Record>>;
}

function EditorContent<Record>({ calls, context, form: Form, onClose, onSaved }: Omit<PricebookEditorDialogFrameProps<Record>, 'open' | 'maxWidth'>) {
  const record = useEditorRecord(calls, context);
  if (record === undefined) return <EditorDialogLoading />;
  return <Form record={record} onClose={onClose} onSaved={onSaved} />;
}

/**
 * A pricebook bundle, category or vendor editor: the dialog titled "Add Pricebook {type}" or
 * "Pricebook {type} Editor", loading the entry afresh on each opening, then its form.
 */
export function PricebookEditorDialogFrame<Record>({ open, maxWidth, ...content }: PricebookEditorDialogFrameProps<Record>) {
  const { type } = content.calls;
  return (
    <EditorDialog open={open} title={content.context === null ? `Add Pricebook ${type}` : `Pricebook ${type} Editor`} onClose={content.onClose} maxWidth={maxWidth}>
      <EditorContent {...content} />
    </EditorDialog>
  );
}
