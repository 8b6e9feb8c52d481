import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { EditorDialog, EditorDialogForm } from '@/components/record-editor/editor-dialog';
import { FormTextField } from '@/components/form-text-field';
import { SignaturePad } from '@/features/forms';
import { PORTAL_COMMENTS_MAX, PORTAL_NAME_MAX, type PortalOption, type PortalProposal, type PortalResponseAction } from '@/lib/schemas/portal-schemas';
import { useRespondToProposal } from '../api/portal-mutations';
import { portalFailure } from '../api/portal-request';
import { formatUsd } from '@/lib/job-calculations';
import { acceptFormSchema, acceptRequest, commentFormSchema, commentRequest, responseTitles, type AcceptFormValues, type CommentFormValues } from '../model/respond-form';

interface FormProps {
  token: string;
  proposal: PortalProposal;
  /** Good / better / best (issue 20): the option being accepted; `null` for a proposal without options. */
  option?: PortalOption | null;
  onAnswered: (proposal: PortalProposal) => void;
  /** The server refused the answer as answered already: the page shows the proposal as it now is. */
  onConflict: () => void;
}

/** The server's refusal as text; a 409 (answered already, or no longer awaiting an answer) also refreshes the page. */
function useFailureText(onConflict: () => void) {
  return (error: unknown): string => {
    const failure = portalFailure(error);
    if (failure.status === 409) onConflict();
    return failure.kind === 'refused' ? failure.error.message : failure.messages.join(' ');
  };
}

function AcceptForm({ token, proposal, option = null, onAnswered, onConflict }: FormProps) {
  const respond = useRespondToProposal();
  const failureText = useFailureText(onConflict);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<AcceptFormValues>({
    resolver: zodResolver(acceptFormSchema),
    defaultValues: { acceptedTerms: false, signerName: '', signatureMode: 'draw', signatureImage: '', typedSignature: '' },
  });
  const mode = useWatch({ control: form.control, name: 'signatureMode' });
  const modeLabelId = useId();
  return (
    <EditorDialogForm
      form={form}
      submitLabel="Accept and Sign"
      onSubmit={async (values) => {
        setFailure(null);
        try {
          onAnswered(await respond.mutateAsync(acceptRequest(token, values, option?.id ?? null)));
        } catch (error) {
          setFailure(failureText(error));
        }
      }}
    >
      <Typography variant="h3" sx={{ fontSize: '1.1rem' }}>
        Terms
      </Typography>
      <Box role="region" tabIndex={0} aria-label="Terms" sx={{ maxHeight: 200, overflowY: 'auto', whiteSpace: 'pre-line', overflowWrap: 'anywhere', border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
        {proposal.terms || 'No terms.'}
      </Box>
      <Controller
        control={form.control}
        name="acceptedTerms"
        render={({ field, fieldState }) => (
          <FormControl error={Boolean(fieldState.error)}>
            <FormControlLabel control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} onBlur={field.onBlur} name={field.name} slotProps={{ input: { ref: field.ref } }} />} label="I accept the terms" />
            {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
          </FormControl>
        )}
      />
      <FormTextField control={form.control} name="signerName" label="Your name" required autoComplete="name" slotProps={{ htmlInput: { maxLength: PORTAL_NAME_MAX } }} />
      <Controller
        control={form.control}
        name="signatureMode"
        render={({ field }) => (
          <FormControl>
            <FormLabel id={modeLabelId}>Signature</FormLabel>
            <RadioGroup aria-labelledby={modeLabelId} row value={field.value} onChange={(event) => field.onChange(event.target.value)}>
              <FormControlLabel value="draw" control={<Radio />} label="Draw my signature" />
              <FormControlLabel value="type" control={<Radio />} label="Type my name instead" />
            </RadioGroup>
          </FormControl>
        )}
      />
      {mode === 'draw' ? (
        <Controller
          control={form.control}
          name="signatureImage"
          render={({ field, fieldState }) => <SignaturePad label="Your signature" value={field.value} onChange={field.onChange} onBlur={field.onBlur} required error={fieldState.error?.message} />}
        />
      ) : (
        <FormTextField control={form.control} name="typedSignature" label="Type your name as your signature" required slotProps={{ htmlInput: { maxLength: PORTAL_NAME_MAX } }} />
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        By signing you accept {option ? `${option.name} of ` : ''}
        {proposal.label} for {formatUsd((option ?? proposal).totals.total)}. The link was sent to {proposal.recipientEmail}.
      </Typography>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
    </EditorDialogForm>
  );
}

function CommentForm({ token, action, onAnswered, onConflict }: FormProps & { action: 'RequestChanges' | 'Reject' }) {
  const respond = useRespondToProposal();
  const failureText = useFailureText(onConflict);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CommentFormValues>({ resolver: zodResolver(commentFormSchema), defaultValues: { comments: '', signerName: '' } });
  return (
    <EditorDialogForm
      form={form}
      submitLabel={action === 'Reject' ? 'Reject' : 'Send Request'}
      onSubmit={async (values) => {
        setFailure(null);
        try {
          onAnswered(await respond.mutateAsync(commentRequest(token, action, values)));
        } catch (error) {
          setFailure(failureText(error));
        }
      }}
    >
      <FormTextField
        control={form.control}
        name="comments"
        label={action === 'Reject' ? 'Why do you decline?' : 'What would you like changed?'}
        required
        multiline
        minRows={4}
        limit={PORTAL_COMMENTS_MAX}
      />
      <FormTextField control={form.control} name="signerName" label="Your name" required autoComplete="name" slotProps={{ htmlInput: { maxLength: PORTAL_NAME_MAX } }} />
      {failure ? <Alert severity="error">{failure}</Alert> : null}
    </EditorDialogForm>
  );
}

export interface RespondDialogProps extends FormProps {
  action: PortalResponseAction | null;
  onClose: () => void;
}

/** Accept (terms, name, signature), Request Changes or Reject (comment, name). */
export function RespondDialog({ action, onClose, ...props }: RespondDialogProps) {
  return (
    <EditorDialog open={action !== null} title={action ? responseTitles[action] : ''} onClose={onClose}>
      {action === 'Accept' ? <AcceptForm {...props} /> : null}
      {action === 'RequestChanges' || action === 'Reject' ? <CommentForm {...props} action={action} /> : null}
    </EditorDialog>
  );
}
