import type { ReactNode } from 'react';
import { useForm, type Control, type DefaultValues, type FieldValues, type Path, type PathValue, type Resolver } from 'react-hook-form';
import { EditorDialog, EditorDialogForm } from '@/components/record-editor/editor-dialog';
import { CataloguePick } from './catalogue-pick';
import { jobTotalsTexts } from './job-totals-texts';

/** What the job totals footer gives the Discount and the Tax override dialog. */
export interface CatalogueDialogProps<Input, Entry> {
  open: boolean;
  /** The job's entry (Edit), or `null` (Add). */
  value: Input | null;
  /** The catalogue's entries to pick from (`Discount/GetAll`, `TaxOverride/GetAll`); none: no pick-list. */
  entries?: readonly Entry[];
  onClose: () => void;
  /** A valid entry; the dialog then closes. */
  onSave: (entry: Input) => void;
}

export interface CatalogueEntryDialogProps<Input, Entry extends Input & { context: string }, Values extends FieldValues> {
  open: boolean;
  title: string;
  /** The job's entry (Edit), or `null` (Add). */
  value: Input | null;
  /** The catalogue's entries to pick from, its label and an entry's text; none: no pick-list. */
  pick: { label: string; entries: readonly Entry[] | undefined; text: (entry: Entry) => string };
  resolver: Resolver<Values>;
  /** The form's values of an entry (the job's or a picked one), or of a new one. */
  formValues: (entry: Input | null) => Values;
  fromForm: (values: Values) => Input;
  fields: (control: Control<Values>) => ReactNode;
  onClose: () => void;
  /** A valid entry; the dialog then closes. */
  onSave: (entry: Input) => void;
}

const NO_ENTRIES: readonly never[] = [];

type EntryFormProps<Input, Entry extends Input & { context: string }, Values extends FieldValues> = Omit<CatalogueEntryDialogProps<Input, Entry, Values>, 'open' | 'title'>;

function EntryForm<Input, Entry extends Input & { context: string }, Values extends FieldValues>({ value, pick, resolver, formValues, fromForm, fields, onClose, onSave }: EntryFormProps<Input, Entry, Values>) {
  const form = useForm<Values>({ resolver, defaultValues: formValues(value) as DefaultValues<Values> });
  const fill = (entry: Entry) => {
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    for (const [name, fieldValue] of Object.entries(formValues(entry))) form.setValue(name as Path<Values>, fieldValue as PathValue<Values, Path<Values>>, options);
  };
  return (
    <EditorDialogForm
      form={form}
      submitLabel={jobTotalsTexts.ok}
      onSubmit={async (values) => {
        onSave(fromForm(values));
        onClose();
      }}
    >
      <CataloguePick label={pick.label} entries={pick.entries ?? NO_ENTRIES} text={pick.text} onPick={fill} />
      {fields(form.control)}
    </EditorDialogForm>
  );
}

/** The Discount and Tax override dialogs (spec 3 §2): a pick-list of the catalogue's entries, then the entry's fields; OK or Cancel. */
export function CatalogueEntryDialog<Input, Entry extends Input & { context: string }, Values extends FieldValues>({ open, title, ...props }: CatalogueEntryDialogProps<Input, Entry, Values>) {
  return (
    <EditorDialog open={open} title={title} onClose={props.onClose} maxWidth="xs">
      <EntryForm {...props} />
    </EditorDialog>
  );
}
