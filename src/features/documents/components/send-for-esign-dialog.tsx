import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormTextField } from '@/components/form-text-field';
import { EditorDialog } from '@/components/record-editor/editor-dialog';
import { localIsoDate } from '@/lib/format';
import { EMAIL_BODY_MAX, type DocumentListItem } from '@/lib/schemas/document-schemas';
import { useSendForESign } from '../api/document-mutations';
import { eSignFormSchema, eSignRequest, newESignValues, type ESignFormValues } from '../model/document-forms';
import { documentTexts, documentTitle } from '../model/document-texts';
import { MutationDialogForm } from './mutation-dialog-form';

export interface SendForESignDialogProps {
  document: DocumentListItem;
  onClose: () => void;
}

function ESignForm({ document, onClose }: SendForESignDialogProps) {
  const send = useSendForESign();
  const schema = useMemo(() => eSignFormSchema(localIsoDate(new Date())), []);
  const form = useForm<ESignFormValues>({ resolver: zodResolver(schema), defaultValues: newESignValues(document) });
  const { control } = form;
  return (
    <MutationDialogForm
      form={form}
      submitLabel="Send for eSign"
      mutation={send}
      request={(values) => eSignRequest(document.context, values)}
      done={documentTexts.sentForESign}
      onClose={onClose}
    >
      <FormTextField control={control} name="recipients" label="Recipients" required helperText="Separate addresses with commas." autoFocus />
      <FormTextField control={control} name="message" label="Message" multiline minRows={3} counterMax={EMAIL_BODY_MAX} />
      <FormTextField
        control={control}
        name="linkExpirationDate"
        label="Link Expiration Date"
        type="date"
        required
        helperText="The signing link stops working after this day."
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </MutationDialogForm>
  );
}

/** Send for eSign: emails the customer a signed portal link that expires on the chosen date; the proposal becomes Awaiting eSign. */
export function SendForESignDialog(props: SendForESignDialogProps) {
  return (
    <EditorDialog open title={`Send ${documentTitle(props.document)} for eSign`} onClose={props.onClose}>
      <ESignForm {...props} />
    </EditorDialog>
  );
}
