import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Typography from '@mui/material/Typography';
import { SummaryTable, type SummaryTableColumn } from '@/components/data-table/summary-table';
import { FormTextField } from '@/components/form-text-field';
import { EditorDialog, EditorDialogForm } from '@/components/record-editor/editor-dialog';
import { toast } from '@/components/toasts';
import { formatDate, formatMoney } from '@/lib/format';
import { useSystemSettings } from '@/lib/system-settings/get-system-settings';
import { DOCUMENT_NAME_MAX, DOCUMENT_NOTES_MAX, INCLUDE_JOB_IMAGES_SETTING, documentKindNames, type DocumentCreateRequest, type DocumentKind, type JobDocument } from '@/lib/schemas/document-schemas';
import { useCreateDocument } from '../api/document-mutations';
import { documentTexts } from '../model/document-texts';
import { CheckboxListField } from './checkbox-list-field';
import { optionRequests, type OptionFormValue } from '../model/proposal-option-form';
import { createFormSchema, type CreateFormValues } from '../model/document-create-form';
import { ProposalOptionsField } from './proposal-options-field';
import type { DocumentTotalsFigures } from '@/lib/job-calculations';

/** The request's options and, as its lines, every option's lines (the server makes the proposal from the options). */
function optionsRequest(options: readonly OptionFormValue[], jobOrder: readonly string[]) {
  const requested = optionRequests(options, jobOrder);
  const all = new Set(requested.flatMap((option) => option.jobDetailContextList));
  return { options: requested, jobDetailContextList: jobOrder.filter((context) => all.has(context)) };
}

export interface DocumentLineSummary {
  context: string;
  name: string;
  quantity: number;
  total: number;
}

export interface DocumentCreateDialogProps {
  kind: DocumentKind;
  /** The request to start from: the job's parties and the chosen lines (or a promotion's). */
  request: DocumentCreateRequest;
  /** The lines going on the document and their total, when the caller knows them. */
  lines?: { rows: readonly DocumentLineSummary[]; total: number } | null;
  /** "Proposal 2001" when promoting. */
  promotedFrom?: string | null;
  /** The job's images to choose from; `null` keeps the request's (a promotion's) as they are. */
  images: readonly { context: string; name: string }[] | null;
  /** Invoices: the job's payments not yet on an invoice; `null` keeps the request's. */
  payments?: readonly { context: string; date: string; amount: number; paymentType: { text: string } }[] | null;
  /**
   * Proposals from the job (issue 20): an option's figures over its lines, by the calculation
   * module. Given, the dialog offers good / better / best options over `lines`.
   */
  optionFigures?: ((contexts: readonly string[]) => DocumentTotalsFigures) | null;
  onClose: () => void;
  onCreated: (document: JobDocument) => void;
}

const lineColumns: readonly SummaryTableColumn<DocumentLineSummary>[] = [
  { id: 'name', header: 'Name', breakWords: true, cell: (line) => line.name },
  { id: 'quantity', header: 'Qty', align: 'right', cell: (line) => line.quantity },
  { id: 'total', header: 'Total', align: 'right', nowrap: true, cell: (line) => formatMoney(line.total) },
];

const imageCount = (count: number) => (count === 1 ? '1 image' : `${count} images`);

function CreateForm({ kind, request, lines, promotedFrom, images, payments = null, optionFigures = null, onCreated }: DocumentCreateDialogProps) {
  const create = useCreateDocument(kind);
  // With the setting on, the server puts every job image on the document: nothing to choose.
  const settings = useSystemSettings();
  const allImages = settings.data?.find((setting) => setting.code === INCLUDE_JOB_IMAGES_SETTING)?.value === 'Yes';
  const form = useForm<CreateFormValues>({
    resolver: zodResolver(createFormSchema),
    defaultValues: {
      jobName: request.jobName,
      images: images ? request.imageContextList.filter((context) => images.some((image) => image.context === context)) : request.imageContextList,
      payments: kind !== 'invoice' ? [] : payments ? payments.map((payment) => payment.context) : request.paymentContextList,
      internalNotes: request.internalNotes,
      options: [],
    },
  });
  const withOptions = kind === 'proposal' && lines && optionFigures ? optionFigures : null;
  const name = documentKindNames[kind];
  return (
    <EditorDialogForm
      form={form}
      submitLabel={`Create ${name}`}
      busy={create.isPending}
      onSubmit={async (values) => {
        const document = await create.mutateAsync({
          ...request,
          jobName: values.jobName.trim(),
          imageContextList: values.images,
          paymentContextList: kind === 'invoice' ? values.payments : [],
          internalNotes: values.internalNotes,
          ...(values.options.length > 0 ? optionsRequest(values.options, request.jobDetailContextList) : {}),
        });
        toast.success(documentTexts.created(kind, document.number));
        onCreated(document);
      }}
    >
      {promotedFrom ? <Typography>Made from {promotedFrom}.</Typography> : null}
      <FormTextField control={form.control} name="jobName" label="Name" required slotProps={{ htmlInput: { maxLength: DOCUMENT_NAME_MAX } }} />
      {lines ? (
        <SummaryTable
          label={`${name} lines`}
          columns={lineColumns}
          rows={lines.rows}
          rowKey={(line) => line.context}
          total={{ label: 'Total', value: formatMoney(lines.total), column: 'total' }}
        />
      ) : (
        <Typography color="text.secondary">{request.jobDetailContextList.length} job details go on this document.</Typography>
      )}
      {withOptions && lines ? <ProposalOptionsField control={form.control} lines={lines.rows} figures={withOptions} /> : null}
      {allImages && images && images.length > 0 ? <Typography>{images.length === 1 ? "The job's image is included" : `All ${images.length} images of the job are included`} (system setting).</Typography> : null}
      {!allImages && images && images.length > 0 ? (
        <CheckboxListField control={form.control} name="images" label="Images" options={images.map((image) => ({ value: image.context, label: image.name }))} />
      ) : null}
      {images === null && request.imageContextList.length > 0 ? <Typography>{imageCount(request.imageContextList.length)} included.</Typography> : null}
      {kind === 'invoice' && payments && payments.length > 0 ? (
        <CheckboxListField
          control={form.control}
          name="payments"
          label="Payments to apply"
          options={payments.map((payment) => ({ value: payment.context, label: `${formatDate(payment.date)} ${payment.paymentType.text} ${formatMoney(payment.amount)}` }))}
        />
      ) : null}
      <FormTextField control={form.control} name="internalNotes" label="Internal Notes" multiline minRows={2} counterMax={DOCUMENT_NOTES_MAX} />
    </EditorDialogForm>
  );
}

/** Create Proposal, Create Work Order, Create Invoice: from the job's chosen lines or by promotion. */
export function DocumentCreateDialog(props: DocumentCreateDialogProps) {
  return (
    <EditorDialog open title={`Create ${documentKindNames[props.kind]}`} onClose={props.onClose} maxWidth="md">
      <CreateForm {...props} />
    </EditorDialog>
  );
}
