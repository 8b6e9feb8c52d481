import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { FormSelectField } from '@/components/form-select-field';
import { FormTextField } from '@/components/form-text-field';
import { EditorDialog, EditorDialogForm } from '@/components/record-editor/editor-dialog';
import { toast } from '@/components/toasts';
import { feedbackTypes } from '@/lib/auth/auth-schemas';
import { useUserState } from '@/lib/auth/use-session';
import { useSubmitFeedback } from '../api/submit-feedback';

export const FEEDBACK_DETAILS_MAX = 1000;
export const FEEDBACK_SUCCESS_MESSAGE = 'Your feedback has been submitted, thank you!';

const feedbackFormSchema = z.object({
  type: z.union([z.enum(feedbackTypes), z.literal('')]).refine((value) => value !== '', 'Please choose a feedback type'),
  details: z
    .string()
    .trim()
    .min(1, 'Please enter the details of your feedback')
    .max(FEEDBACK_DETAILS_MAX, `Details must be ${FEEDBACK_DETAILS_MAX} characters or fewer`),
});
type FeedbackFormValues = z.input<typeof feedbackFormSchema>;

export interface FeedbackDialogProps {
  open: boolean;
  onClose: () => void;
}

const emptyValues: FeedbackFormValues = { type: '', details: '' };

/** Submit Feedback (spec 2): a medium dialog with the type and the details; closing with typed text asks first. */
export function FeedbackDialog({ open, onClose }: FeedbackDialogProps) {
  return (
    <EditorDialog open={open} title="Submit Feedback" onClose={onClose} maxWidth="md">
      <FeedbackForm onSent={onClose} />
    </EditorDialog>
  );
}

function FeedbackForm({ onSent }: { onSent: () => void }) {
  const user = useUserState();
  const submitFeedback = useSubmitFeedback();
  const form = useForm<FeedbackFormValues>({ resolver: zodResolver(feedbackFormSchema), defaultValues: emptyValues });

  const handleSend = async (values: FeedbackFormValues) => {
    if (values.type === '') return;
    await submitFeedback.mutateAsync({
      type: values.type,
      details: values.details.trim(),
      submittedBy: { name: `${user.name.first} ${user.name.last}`, email: user.username },
    });
    toast.success(FEEDBACK_SUCCESS_MESSAGE);
    onSent();
  };

  return (
    <EditorDialogForm form={form} submitLabel="Submit" onSubmit={handleSend}>
      <FormSelectField control={form.control} name="type" label="Type" required options={feedbackTypes} />
      <FormTextField
        control={form.control}
        name="details"
        label="Details"
        required
        multiline
        minRows={5}
        limit={FEEDBACK_DETAILS_MAX}
      />
    </EditorDialogForm>
  );
}
