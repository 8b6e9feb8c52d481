import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Typography from '@mui/material/Typography';
import { FormTextField } from '@/components/form-text-field';
import { EditorDialog } from '@/components/record-editor/editor-dialog';
import { useSession } from '@/lib/auth/use-session';
import { EMAIL_BODY_MAX, EMAIL_SUBJECT_MAX, type DocumentListItem } from '@/lib/schemas/document-schemas';
import { useEmailDocument } from '../api/document-mutations';
import { emailFormSchema, emailRequest, newEmailValues, type EmailFormValues } from '../model/document-forms';
import { documentTexts, documentTitle } from '../model/document-texts';
import { MutationDialogForm } from './mutation-dialog-form';

export interface DocumentEmailDialogProps {
  document: DocumentListItem;
  onClose: () => void;
}

function EmailForm({ document, onClose }: DocumentEmailDialogProps) {
  const user = useSession().userState;
  const sender = user ? `${user.name.first} ${user.name.last}` : '';
  const email = useEmailDocument(document.kind);
  const form = useForm<EmailFormValues>({ resolver: zodResolver(emailFormSchema), defaultValues: newEmailValues(document, sender) });
  const { control } = form;
  return (
    <MutationDialogForm
      form={form}
      submitLabel="Send"
      mutation={email}
      request={(values) => emailRequest(document.context, values)}
      done={documentTexts.emailed}
      onClose={onClose}
    >
      <FormTextField control={control} name="to" label="To" required helperText="Separate addresses with commas." autoFocus />
      <FormTextField control={control} name="subject" label="Subject" required slotProps={{ htmlInput: { maxLength: EMAIL_SUBJECT_MAX } }} />
      <FormTextField control={control} name="body" label="Message" multiline minRows={4} counterMax={EMAIL_BODY_MAX} />
      <Typography variant="body2" color="text.secondary">
        Attachment: {document.filename}
      </Typography>
    </MutationDialogForm>
  );
}

/** Email: recipients, subject and message; the PDF goes attached and Email History records it. */
export function DocumentEmailDialog(props: DocumentEmailDialogProps) {
  return (
    <EditorDialog open title={`Email ${documentTitle(props.document)}`} onClose={props.onClose}>
      <EmailForm {...props} />
    </EditorDialog>
  );
}
