import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormTextField } from '@/components/form-text-field';
import { FormNotesField } from '@/components/record-editor/form-notes-field';
import { INTAKE_NOTES_MAX, INTAKE_TITLE_MAX } from '@/lib/schemas/intake-schemas';

/** A form with the intake's Title (`description`) and Description (`notes`). */
interface IntakeTitleValues extends FieldValues {
  description: string;
  notes: string;
}

/** Title and Description of an intake (the create dialog's first step, the editor's details). */
export function IntakeTitleFields<T extends IntakeTitleValues>({ control, autoFocus = false }: { control: Control<T>; autoFocus?: boolean }) {
  return (
    <>
      <FormTextField
        control={control}
        name={'description' as Path<T>}
        label="Title"
        required
        autoFocus={autoFocus}
        limit={INTAKE_TITLE_MAX}
      />
      <FormNotesField control={control} name={'notes' as Path<T>} label="Description" max={INTAKE_NOTES_MAX} minRows={5} />
    </>
  );
}
