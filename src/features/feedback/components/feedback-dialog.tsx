import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { FormTextField } from '@/components/form-text-field';
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

export function FeedbackDialog({ open, onClose }: FeedbackDialogProps) {
  const user = useUserState();
  const submitFeedback = useSubmitFeedback();
  const { control, handleSubmit, reset } = useForm<FeedbackFormValues>({
    resolver: zodResolver(feedbackFormSchema),
    defaultValues: emptyValues,
  });

  const handleClose = () => {
    reset(emptyValues);
    onClose();
  };

  const handleSend = handleSubmit(async (values) => {
    if (values.type === '') return;
    await submitFeedback.mutateAsync({
      type: values.type,
      details: values.details.trim(),
      submittedBy: { name: `${user.name.first} ${user.name.last}`, email: user.username },
    });
    toast.success(FEEDBACK_SUCCESS_MESSAGE);
    handleClose();
  });

  return (
    <Dialog open={open} onClose={handleClose} maxWidth="md" fullWidth aria-labelledby="feedback-title">
      <form noValidate onSubmit={(event) => void handleSend(event)}>
        <DialogTitle id="feedback-title">Submit Feedback</DialogTitle>
        <DialogContent>
          <Controller
            name="type"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                select
                label="Type"
                required
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              >
                {feedbackTypes.map((type) => (
                  <MenuItem key={type} value={type}>
                    {type}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <FormTextField
            control={control}
            name="details"
            label="Details"
            required
            multiline
            minRows={5}
            counterMax={FEEDBACK_DETAILS_MAX}
            slotProps={{ htmlInput: { maxLength: FEEDBACK_DETAILS_MAX } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={handleClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={submitFeedback.isPending}>
            Submit
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
