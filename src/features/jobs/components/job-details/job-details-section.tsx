import { useDeferredValue, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useController, useFormState, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toast } from '@/components/toasts';
import { useStableCallback } from '@/components/use-stable-callback';
import { visuallyHidden } from '@/components/visually-hidden';
import { useCan } from '@/lib/permissions';
import type { DetailSelection } from './job-detail-columns';
import { JobDetailEditorDialog, type JobDetailEditorRequest, type JobDetailEditorValues } from './job-detail-editor-dialog';
import { isEditableDetailType, type JobDetailLine, type LineChoices } from './job-detail-line';
import { addLine, canSelectLines, deleteLine, isUsedOnDocument, moveShownLine, newGuid, selectableContexts, shownLines, updateLine } from './job-detail-list-model';
import type { RowMenuActions } from './job-detail-row-menu';
import { ADD_DETAIL_SHORTCUT, jobDetailTexts } from './job-detail-texts';
import { JobDetailsList } from './job-details-list';
import { useAddDetailShortcut } from './use-add-detail-shortcut';

/**
 * Props of `JobDetailsSection`, the job editor's "job details" section.
 *
 * - `control` and `name`: the job editor's react-hook-form and the path of its job details, a plain
 *   array of `JobDetailLine` (the API's `jobDetailList` as it came, deleted lines included). The
 *   section reads it with `useController` and writes whole new arrays (`field.onChange`), so the form
 *   is dirty after a change and a line's marker follows spec 3 §4. Do not put a `useFieldArray` on
 *   the same path.
 * - `canCreateDocuments`: the user holds INVOICE_C, PROP_C or WO_C and the job is saved (it has a
 *   context). With a form that has no unsaved changes and more than one line, the select
 *   checkboxes show (spec 2 §2).
 * - `selectedContexts` / `onSelectedContextsChange`: the selected lines (for the job document
 *   actions and the totals footer's `selectedContexts`); kept inside the section when not given.
 * - `showCosts`: Cost and Markup % in the editor (default: the user holds `JOB_COST_R`).
 * - `choices`: what the editor offers to fill a line from (`LineChoices`: the pricebook's active
 *   Service and Labor items, page size 200, and the company's labor descriptions); keep it stable.
 * - `onEditBundle`: opens the Flat Rate Bundle Editor for a Bundle line (without it Bundle lines
 *   have no Edit).
 * - `toolbar`: more buttons beside Add Job Detail (the Pricebook button, the document actions).
 * - `shortcut`: Alt+N opens the editor (default on).
 */
export interface JobDetailsSectionProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPathByValue<T, JobDetailLine[]>;
  canCreateDocuments: boolean;
  selectedContexts?: readonly string[];
  onSelectedContextsChange?: (contexts: string[]) => void;
  showCosts?: boolean;
  choices?: LineChoices;
  onEditBundle?: (line: JobDetailLine) => void;
  toolbar?: ReactNode;
  shortcut?: boolean;
}

const NO_LINES: JobDetailLine[] = [];

type EditorState = { open: boolean; request: JobDetailEditorRequest };

/**
 * The job details part of the job editor (spec 3 §2, §4, §5; spec 2 §2 "Job detail list editor"):
 * Add Job Detail (Alt+N), the dirty banner, the select checkboxes with Select All, the list with
 * its row menu and drag to reorder, the job detail editor, and the delete confirmation.
 */
export function JobDetailsSection<T extends FieldValues>(props: JobDetailsSectionProps<T>) {
  const { control, name, canCreateDocuments, toolbar, shortcut = true } = props;
  const { field } = useController({ control, name });
  const formLines = (field.value as JobDetailLine[] | undefined) ?? NO_LINES;
  // A moved line is painted in its new place first and reaches the form once that frame is shown:
  // the form copies every line (and, for its watchers, the whole job) on a change, which a 200-line
  // job would feel on every drop. Any other change, and leaving, hands a pending move over at once.
  const pendingMove = useRef<JobDetailLine[] | null>(null);
  const [moved, setMoved] = useState<{ lines: JobDetailLine[]; base: JobDetailLine[] } | null>(null);
  const lines = moved !== null && moved.base === formLines ? moved.lines : formLines;
  // The banner and the select checkboxes follow the first change a moment later: the change itself
  // (a dropped line, most often) paints first, and they come in the next frame.
  const isDirty = useDeferredValue(useFormState({ control }).isDirty);
  const mayReadCosts = useCan('JOB_COST_R');
  const showCosts = props.showCosts ?? mayReadCosts;
  const shown = useMemo(() => shownLines(lines), [lines]);
  const [editor, setEditor] = useState<EditorState>({ open: false, request: { mode: 'add' } });
  const [deleting, setDeleting] = useState<JobDetailLine | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const [deletions, setDeletions] = useState(0);

  // The selection, from the props when the editor keeps it, else here.
  const [ownSelection, setOwnSelection] = useState<string[]>([]);
  const selected = props.selectedContexts ?? ownSelection;
  const setSelected = useStableCallback((contexts: string[]) => {
    if (props.onSelectedContextsChange) props.onSelectedContextsChange(contexts);
    else setOwnSelection(contexts);
  });
  const allowed = canSelectLines({ dirty: isDirty, canCreateDocuments, shownCount: shown.length });
  const selectable = useMemo(() => selectableContexts(shown), [shown]);
  useEffect(() => {
    // Hidden checkboxes select nothing: pending changes or a single line clear the selection.
    if (!allowed && selected.length > 0) setSelected([]);
  }, [allowed, selected.length, setSelected]);
  const selectedSet = useMemo(() => new Set(selected), [selected]);
  const toggle = useStableCallback((context: string) => setSelected(selectedSet.has(context) ? selected.filter((item) => item !== context) : [...selected, context]));
  const selection: DetailSelection = useMemo(() => ({ allowed, selected: selectedSet, toggle }), [allowed, selectedSet, toggle]);
  const allSelected = selectable.length > 0 && selectable.every((context) => selectedSet.has(context));
  const toggleAll = useStableCallback(() => setSelected(allSelected ? [] : selectable));

  const setLines = useStableCallback((next: JobDetailLine[]) => {
    pendingMove.current = null;
    setMoved(null);
    field.onChange(next);
  });
  const handOverMove = useStableCallback(() => {
    const next = pendingMove.current;
    if (next) setLines(next);
  });
  useEffect(() => {
    if (!moved) return undefined;
    let timer = 0;
    // The frame that shows the move, then the form.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(handOverMove, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [moved, handOverMove]);
  useEffect(() => handOverMove, [handOverMove]);
  const openAdd = useStableCallback(() => setEditor({ open: true, request: { mode: 'add' } }));
  useAddDetailShortcut(openAdd, shortcut);

  const move = useStableCallback((from: number, to: number) => {
    const next = moveShownLine(lines, from, to);
    pendingMove.current = next;
    setMoved({ lines: next, base: formLines });
  });
  const hasBundleEditor = props.onEditBundle !== undefined;
  const editBundle = useStableCallback((line: JobDetailLine) => props.onEditBundle?.(line));
  const moveBy = useStableCallback((line: JobDetailLine, step: -1 | 1) => {
    const index = shown.findIndex((item) => item.guid === line.guid);
    const to = index + step;
    if (index < 0 || to < 0 || to >= shown.length) return;
    move(index, to);
    setAnnouncement(`${line.name} moved to position ${to + 1} of ${shown.length}.`);
  });
  // Stable actions (each reads the latest lines): the row menu and the list's `editing` stay the same while lines move.
  const canEdit = useStableCallback((line: JobDetailLine) => isEditableDetailType(line.jobDetailType) || (line.jobDetailType === 'Bundle' && hasBundleEditor));
  const onEdit = useStableCallback((line: JobDetailLine) => {
    if (isEditableDetailType(line.jobDetailType)) setEditor({ open: true, request: { mode: 'edit', line } });
    else editBundle(line);
  });
  const positionOf = useStableCallback((line: JobDetailLine) => ({ index: shown.findIndex((item) => item.guid === line.guid), count: shown.length }));
  const onMoveUp = useStableCallback((line: JobDetailLine) => moveBy(line, -1));
  const onMoveDown = useStableCallback((line: JobDetailLine) => moveBy(line, 1));
  const onDelete = useStableCallback((line: JobDetailLine) => {
    if (isUsedOnDocument(line)) toast.warning(jobDetailTexts.unableToDelete);
    else setDeleting(line);
  });
  const menu: RowMenuActions = useMemo(
    () => ({ canEdit, onEdit, positionOf, onMoveUp, onMoveDown, onDelete }),
    [canEdit, onEdit, positionOf, onMoveUp, onMoveDown, onDelete],
  );
  const editing = useMemo(() => ({ onMove: move, menu }), [move, menu]);

  const handleAdd = useStableCallback((values: JobDetailEditorValues) => {
    setLines(addLine(lines, { ...values, guid: newGuid() }));
    setAnnouncement(`${values.name} added.`);
  });
  const handleUpdate = useStableCallback((guid: string, values: JobDetailEditorValues) => setLines(updateLine(lines, guid, values)));
  const confirmDelete = useStableCallback(() => {
    if (!deleting) return;
    setLines(deleteLine(lines, deleting.guid));
    if (deleting.context && selectedSet.has(deleting.context)) setSelected(selected.filter((context) => context !== deleting.context));
    setAnnouncement(`${deleting.name} deleted.`);
    setDeleting(null);
    setDeletions((count) => count + 1);
  });
  const cancelDelete = useStableCallback(() => setDeleting(null));
  const closeEditor = useStableCallback(() => setEditor((state) => ({ ...state, open: false })));
  useEffect(() => {
    // The deleted line's menu button is gone: focus goes to Add Job Detail once the confirmation has closed.
    if (deletions > 0) addButtonRef.current?.focus();
  }, [deletions]);

  // The row of buttons and the closed dialogs stay as they are while lines move: a reorder renders only the moved rows.
  const toolbarRow = useMemo(
    () => (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Tooltip title={`${jobDetailTexts.addButton} (${ADD_DETAIL_SHORTCUT.label})`} describeChild>
          <Button ref={addButtonRef} variant="outlined" startIcon={<AddIcon />} aria-keyshortcuts={ADD_DETAIL_SHORTCUT.ariaKeyShortcuts} onClick={openAdd}>
            {jobDetailTexts.addButton}
          </Button>
        </Tooltip>
        {toolbar}
        {allowed ? (
          <FormControlLabel
            sx={{ ml: 'auto' }}
            label={jobDetailTexts.selectAll}
            control={
              <Checkbox
                checked={allSelected}
                indeterminate={!allSelected && selected.length > 0}
                onChange={toggleAll}
              />
            }
          />
        ) : null}
      </Box>
    ),
    [toolbar, allowed, allSelected, selected.length, toggleAll, openAdd],
  );
  const showBanner = isDirty && canCreateDocuments;
  const banner = useMemo(() => (showBanner ? <Alert severity="warning">{jobDetailTexts.dirtyBanner}</Alert> : null), [showBanner]);
  const { choices } = props;
  const dialogs = useMemo(
    () => (
      <>
        <JobDetailEditorDialog
          open={editor.open}
          request={editor.request}
          onClose={closeEditor}
          onAdd={handleAdd}
          onUpdate={handleUpdate}
          showCosts={showCosts}
          choices={choices}
        />
        <ConfirmDialog
          open={deleting !== null}
          title={jobDetailTexts.deleteTitle}
          message={jobDetailTexts.deleteMessage}
          confirmLabel={jobDetailTexts.deleteConfirm}
          destructive
          onConfirm={confirmDelete}
          onCancel={cancelDelete}
        />
      </>
    ),
    [editor, closeEditor, handleAdd, handleUpdate, showCosts, choices, deleting, confirmDelete, cancelDelete],
  );

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      {toolbarRow}
      {banner}
      <JobDetailsList lines={lines} selection={selection} editing={editing} />
      <Box role="status" sx={visuallyHidden}>
        {announcement}
      </Box>
      {dialogs}
    </Box>
  );
}
