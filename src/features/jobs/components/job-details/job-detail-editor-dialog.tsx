import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import { EditorDialog, EditorDialogForm } from '@/components/record-editor/editor-dialog';
import { toast } from '@/components/toasts';
import { visuallyHidden } from '@/components/visually-hidden';
import {
  SUBTOTAL_DEFAULT_NAME,
  detailFormValuesOf,
  jobDetailFormSchema,
  lineValuesFromForm,
  newDetailFormValues,
  type JobDetailFormValues,
} from './job-detail-form';
import { editableDetailTypes, isEditableDetailType, type EditableDetailType, type JobDetailLine, type LineChoices } from './job-detail-line';
import { isUsedOnDocument } from './job-detail-list-model';
import { ADD_AND_NEW_SHORTCUT, jobDetailTexts } from './job-detail-texts';
import { JobDetailTabFields } from './job-detail-tab-fields';

/** What the editor opens for: a new line (Service tab first) or a saved or new line to change. */
export type JobDetailEditorRequest = { mode: 'add'; type?: EditableDetailType } | { mode: 'edit'; line: JobDetailLine };

/** The line's fields the editor hands back (the list gives it its guid, marker and order). */
export type JobDetailEditorValues = Omit<JobDetailLine, 'guid' | 'cud' | 'order'>;

export interface JobDetailEditorDialogProps {
  open: boolean;
  /** Kept while the dialog closes, so its content does not change during the closing transition. */
  request: JobDetailEditorRequest;
  onClose: () => void;
  /** Add mode: a valid new line. The dialog closes after Add, and stays open for the next line after Add and New. */
  onAdd: (values: JobDetailEditorValues) => void;
  /** Edit mode: the line's new values; the dialog closes. */
  onUpdate: (guid: string, values: JobDetailEditorValues) => void;
  showCosts: boolean;
  choices?: LineChoices;
}

const NO_CHOICES: LineChoices = {};
const NO_ITEMS: readonly never[] = [];

function editedType(request: JobDetailEditorRequest): EditableDetailType {
  if (request.mode === 'add') return request.type ?? 'Service';
  const type = request.line.jobDetailType;
  if (!isEditableDetailType(type)) throw new Error(`Invalid JobDetailType: ${type}`);
  return type;
}

function JobDetailEditorForm({ request, onClose, onAdd, onUpdate, showCosts, choices = NO_CHOICES }: Omit<JobDetailEditorDialogProps, 'open'>) {
  const adding = request.mode === 'add';
  const editing = request.mode === 'edit' ? request.line : null;
  const [type, setType] = useState<EditableDetailType>(() => editedType(request));
  const form = useForm<JobDetailFormValues>({
    resolver: zodResolver(jobDetailFormSchema),
    defaultValues: editing ? detailFormValuesOf(editing, type) : newDetailFormValues(type),
  });
  // Set by Add and New (its button or Ctrl+Enter) for the submit it starts.
  const nextRef = useRef(false);
  // Each new line after Add and New puts focus on its first field again.
  const [lineCount, setLineCount] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const tabsId = useId();

  const changeTab = (next: EditableDetailType) => {
    if (!adding || next === type) return;
    setType(next);
    if (!form.formState.isDirty) {
      form.reset(newDetailFormValues(next));
      return;
    }
    // What was typed stays; the Subtotal tab's default name comes and goes with the tab.
    form.setValue('jobDetailType', next);
    const name = form.getValues('name').trim();
    if (next === 'Subtotal' && name === '') form.setValue('name', SUBTOTAL_DEFAULT_NAME);
    if (type === 'Subtotal' && name === SUBTOTAL_DEFAULT_NAME) form.setValue('name', '');
  };

  const handleSubmit = async (values: JobDetailFormValues) => {
    const pricebookItems = (values.jobDetailType === 'Labor' ? choices.laborItems : choices.serviceItems) ?? NO_ITEMS;
    const lineValues = lineValuesFromForm(values, editing, { showCosts, pricebookItems });
    if (editing) {
      onUpdate(editing.guid, lineValues);
      onClose();
      return;
    }
    onAdd(lineValues);
    if (!nextRef.current) {
      onClose();
      return;
    }
    nextRef.current = false;
    form.reset(newDetailFormValues(values.jobDetailType));
    setAnnouncement(`${lineValues.name} added. Enter the next job detail.`);
    // Focus leaves the field it was in, so the form's first field takes it for the next line.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    setLineCount((count) => count + 1);
  };

  const submitForNext = (formElement: HTMLFormElement | null) => {
    nextRef.current = adding;
    formElement?.requestSubmit();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    event.preventDefault();
    submitForNext(event.currentTarget.closest('form'));
  };

  return (
    <EditorDialogForm
      form={form}
      onSubmit={handleSubmit}
      onInvalid={() => {
        nextRef.current = false;
        toast.error(adding ? jobDetailTexts.unableToSave : jobDetailTexts.unableToUpdate);
      }}
      submitLabel={adding ? jobDetailTexts.add : jobDetailTexts.update}
      cancelLabel={jobDetailTexts.close}
      step={lineCount}
      actions={
        adding ? (
          <Tooltip title={`${jobDetailTexts.addAndNew} (${ADD_AND_NEW_SHORTCUT.label})`}>
            <Button variant="outlined" aria-keyshortcuts={ADD_AND_NEW_SHORTCUT.ariaKeyShortcuts} onClick={(event) => submitForNext(event.currentTarget.closest('form'))}>
              {jobDetailTexts.addAndNew}
            </Button>
          </Tooltip>
        ) : null
      }
    >
      <Box onKeyDown={handleKeyDown} sx={{ display: 'grid', gap: 2 }}>
        <Tabs
          value={type}
          onChange={(_, next: EditableDetailType) => changeTab(next)}
          selectionFollowsFocus
          aria-label="Job detail type"
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {(adding ? editableDetailTypes : [type]).map((tab) => (
            <Tab key={tab} value={tab} label={tab} id={`${tabsId}-${tab}`} aria-controls={`${tabsId}-panel`} />
          ))}
        </Tabs>
        {editing && isUsedOnDocument(editing) ? <Alert severity="warning">{jobDetailTexts.usedOnDocumentWarning}</Alert> : null}
        <Box role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${type}`} sx={{ display: 'grid', gap: 2 }}>
          <JobDetailTabFields form={form} type={type} showCosts={showCosts} choices={choices} />
        </Box>
        <Box role="status" sx={visuallyHidden}>
          {announcement}
        </Box>
      </Box>
    </EditorDialogForm>
  );
}

/**
 * The job detail editor (spec 3 §2 "Job detail editor modal"): tabs Service, Labor, Item and
 * Subtotal when adding (Service first), only the line's own tab when editing; Add or Update, and
 * Cancel, which asks before discarding typed values. Keyboard: Enter in a one-line field adds (or
 * updates) and closes; Ctrl+Enter (⌘+Enter) or Add and New adds the line and starts the next one.
 */
export function JobDetailEditorDialog({ open, ...props }: JobDetailEditorDialogProps) {
  return (
    <EditorDialog open={open} title={props.request.mode === 'add' ? jobDetailTexts.addTitle : jobDetailTexts.editTitle} onClose={props.onClose} maxWidth="md">
      <JobDetailEditorForm {...props} />
    </EditorDialog>
  );
}
