import { useState, type ReactNode } from 'react';
import type { FieldErrors, FieldValues, UseFormReturn } from 'react-hook-form';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { EditorSection } from '@/components/record-list/editor-section';
import type { VersionConflictState } from '@/components/record-list/use-versioned-edit';
import { VersionConflictNotice } from '@/components/record-list/version-conflict-notice';
import { useRecordHeadingFocus } from '@/components/record-view/use-record-heading-focus';
import { UNABLE_TO_SAVE } from '@/lib/form-messages';
import { useCompactWidth } from '@/lib/use-compact-width';
import { EditorDirtyStatus, EditorInvalidAlert, EditorLeaveWarning, EditorSaveButton } from './editor-form-state';
import { RemoteChangeNotice } from './remote-change-notice';
import { SectionsLayout, type LayoutSection } from './sections-layout';
import { useActionBarScrollPadding } from './use-action-bar-scroll-padding';
import type { EditorLeave } from './use-editor-leave';
import { useEditorDraft } from './use-editor-draft';

export interface RecordEditorSection extends LayoutSection {
  /** Without navigation: show the label as the block's heading. */
  heading?: boolean;
  /** The section's form fields: a save that fails validation opens the first section holding an error (phones). */
  fields?: readonly string[];
}

export interface RecordEditorButtons {
  /** Cancel: back to this page (the leave warning asks first when there are unsaved changes). */
  cancelTo?: string;
  /** Delete: the editor asks for confirmation. */
  onDelete?: () => void;
  /** Add New: a new record of the kind. */
  addNewTo?: string;
  /** More buttons of the bank. */
  extra?: ReactNode;
}

export interface RecordEditorFrameProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  /** The form's accessible name ("Location"); its button bank is "<label> actions". */
  label: string;
  /** The heading over the form, e.g. the record's name. */
  heading?: ReactNode;
  /** Beside the heading: a status chip, an action menu. */
  headingActions?: ReactNode;
  /** Above the sections, e.g. a note on what is being added. */
  notice?: ReactNode;
  sections: readonly RecordEditorSection[];
  /** The section navigation's accessible name ("Intake sections"): a side navigation on desktop, a list
   * of sections on phones. Without it the sections stand one below the other in bordered blocks. */
  navigationLabel?: string;
  /** Saves valid values. A failure has been reported by the API client: what was typed stays. */
  onSave: (values: T) => Promise<void>;
  /** The alert after a save that failed validation (default: Unable to save, ...). */
  unableToSave?: string;
  /** A versioned edit: after a 409 the notice keeps the edits and offers Reload. */
  versioned?: VersionConflictState & { recordName: string };
  /** From `useEditorLeave`: the leave warning stands down while the editor leaves. */
  leave: EditorLeave;
  buttons?: RecordEditorButtons;
  /** Save is busy for work the form does not know of (a duplicate check). */
  busy?: boolean;
  /** The user may look but not save (a task without task read or schedule create): no Save, no unsaved-changes status. */
  readOnly?: boolean;
  /** Dialogs of the editor (delete confirmation, duplicates). */
  children?: ReactNode;
  maxWidth?: number;
}

/**
 * The frame of a record editor (react-hook-form): heading, sections with their navigation, the
 * bottom button bank (Save, Cancel, Delete, Add New, "Unsaved changes", the unable-to-save alert),
 * the version-conflict notice, the notice of a change made elsewhere (live updates), the warning before leaving with unsaved changes, and the draft of
 * unsaved edits that survives leaving by other ways and is offered back (`useEditorDraft`).
 *
 * The frame reads no form state itself: the parts that show it subscribe on their own, so typing
 * re-renders the field and those parts, not the editor.
 */
export function RecordEditorFrame<T extends FieldValues>(props: RecordEditorFrameProps<T>) {
  const { form, label, sections, navigationLabel, buttons = {} } = props;
  const compact = useCompactWidth();
  const [phoneSection, setPhoneSection] = useState<string | null>(null);
  const { control } = form;
  const { ref: recordHeadingRef, focus: focusRecordHeading } = useRecordHeadingFocus<HTMLHeadingElement>();
  const actionBarRef = useActionBarScrollPadding<HTMLDivElement>();
  const { pathname } = useLocation();
  const draft = useEditorDraft(form, { recordPath: pathname, leaving: props.leave.leaving });

  const handleInvalid = (errors: FieldErrors<T>) => {
    if (!navigationLabel || !compact) return;
    const failed = Object.keys(errors);
    const section = sections.find((candidate) => candidate.only !== 'desktop' && candidate.fields?.some((field) => failed.includes(field)));
    if (section) setPhoneSection(section.id);
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      await props.onSave(values);
      focusRecordHeading();
    } catch {
      // The API client has said why (a 409 also shows the notice); what was typed stays.
    }
  }, handleInvalid);

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, pb: { xs: 0, md: 0 } }}>
      <Box
        component="form"
        noValidate
        aria-label={label}
        onSubmit={(event) => {
          // Forms of embedded dialogs (appointments, customers) bubble through React portals.
          if (event.target !== event.currentTarget) return;
          void submit(event);
        }}
        sx={{ display: 'grid', gap: 2, maxWidth: props.maxWidth ?? 960 }}
      >
        {props.heading || props.headingActions ? (
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
            <Typography ref={recordHeadingRef} variant="h5" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere', flexGrow: 1 }}>
              {props.heading}
            </Typography>
            {props.headingActions}
          </Box>
        ) : null}
        {props.versioned?.conflict ? (
          <VersionConflictNotice
            recordName={props.versioned.recordName}
            reloading={props.versioned.reloading}
            onReload={() => {
              draft.discard();
              void props.versioned?.reload();
            }}
          />
        ) : null}
        {props.versioned ? (
          <RemoteChangeNotice
            control={control}
            versioned={props.versioned}
            onReload={() => {
              draft.discard();
              void props.versioned?.reload();
            }}
          />
        ) : null}
        {props.notice}
        {navigationLabel ? (
          <SectionsLayout label={navigationLabel} sections={sections} phoneSection={phoneSection} onPhoneSectionChange={setPhoneSection} />
        ) : (
          sections.map((section) => (
            <EditorSection key={section.id}>
              {section.heading ? (
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                  {section.label}
                </Typography>
              ) : null}
              {section.content}
            </EditorSection>
          ))
        )}
        <Paper
          ref={actionBarRef}
          elevation={6}
          role="group"
          aria-label={`${label} actions`}
          sx={{ position: 'sticky', bottom: 0, zIndex: 2, p: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
        >
          <EditorInvalidAlert control={control} message={props.unableToSave ?? UNABLE_TO_SAVE} />
          {props.readOnly ? null : <EditorSaveButton control={control} busy={props.busy} />}
          {buttons.cancelTo ? (
            <Button component={RouterLink} to={buttons.cancelTo}>
              Cancel
            </Button>
          ) : null}
          {buttons.onDelete ? (
            <Button variant="outlined" color="error" startIcon={<DeleteOutlined />} onClick={buttons.onDelete}>
              Delete
            </Button>
          ) : null}
          {buttons.addNewTo ? (
            <Button component={RouterLink} to={buttons.addNewTo} startIcon={<Add />}>
              Add New
            </Button>
          ) : null}
          {buttons.extra}
          <Box sx={{ flexGrow: 1 }} />
          <EditorDirtyStatus control={control} />
        </Paper>
        <EditorLeaveWarning control={control} leaving={props.leave.leaving} onLeave={draft.discard} />
        {draft.dialog}
        {props.children}
      </Box>
    </Box>
  );
}
