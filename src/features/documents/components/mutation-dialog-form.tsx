import type { FieldValues } from 'react-hook-form';
import { EditorDialogForm, type EditorDialogFormProps } from '@/components/record-editor/editor-dialog';
import { toast } from '@/components/toasts';

export interface MutationDialogFormProps<V extends FieldValues, R> extends Omit<EditorDialogFormProps<V>, 'busy' | 'onSubmit'> {
  /** The save; the dialog is busy while it runs. */
  mutation: { isPending: boolean; mutateAsync: (request: R) => Promise<unknown> };
  /** The save's request from the valid values. */
  request: (values: V) => R;
  /** The toast once saved. */
  done: string | ((values: V) => string);
  onClose: () => void;
}

/** The form of a document dialog that saves through one mutation, says so and closes (Email, eSign, Notes, Status, Record Payment). */
export function MutationDialogForm<V extends FieldValues, R>({ mutation, request, done, onClose, ...props }: MutationDialogFormProps<V, R>) {
  return (
    <EditorDialogForm
      {...props}
      busy={mutation.isPending}
      onSubmit={async (values) => {
        await mutation.mutateAsync(request(values));
        toast.success(typeof done === 'string' ? done : done(values));
        onClose();
      }}
    />
  );
}
