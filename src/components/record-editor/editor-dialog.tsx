import { createContext, useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useFormState, type FieldErrors, type FieldValues, type UseFormReturn } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { DiscardChangesDialog } from './discard-changes-dialog';
import { FormBox } from './form-box';
import { EditorInvalidAlert, EditorLeaveWarning } from './editor-form-state';
import { focusFirstFieldNeedingInput } from './focus-first-field';
import type { EditorLeave } from './use-editor-leave';

export const DISCARD_CHANGES_TITLE = 'Discard changes?';
export const DISCARD_CHANGES_MESSAGE = 'You have made changes that have not been saved. Close and lose them?';

interface EditorDialogState {
  titleId: string;
  /** The form says whether closing now would lose typed values, or must wait for a save. */
  reportState: (state: { dirty: boolean; busy: boolean }) => void;
  requestClose: () => void;
}

const EditorDialogContext = createContext<EditorDialogState | null>(null);

/**
 * The dialog around a body that is not one `EditorDialogForm` (an editor of several forms, such as
 * the Flat Rate Bundle Editor): it reports whether closing would lose edits, and asks to close
 * (Cancel) the way Escape does.
 */
export function useEditorDialog(): EditorDialogState {
  const state = useContext(EditorDialogContext);
  if (!state) throw new Error('EditorDialogForm and EditorDialogLoading belong inside an EditorDialog');
  return state;
}

export interface EditorDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** The confirmation's question when closing with unsaved changes. */
  discardMessage?: string;
  maxWidth?: 'xs' | 'sm' | 'md' | 'lg';
  /** Full screen below this width: the compact width (default) or phones only ('sm': the appointment editor). */
  fullScreenBelow?: 'sm' | 'lg';
  /** After the closing transition: where focus goes next when the opener is gone (a receipt, a new record). */
  onExited?: () => void;
  /** An `EditorDialogForm` (mounted on each opening, so every opening starts afresh), or `EditorDialogLoading`. */
  children: ReactNode;
}

/**
 * A modal editor: full screen on phones. Closing it (Cancel, Escape, the backdrop) with unsaved
 * changes asks first (Discard Changes or Keep Editing); it does not close while saving.
 */
export function EditorDialog({ open, title, onClose, discardMessage = DISCARD_CHANGES_MESSAGE, maxWidth = 'sm', fullScreenBelow = 'lg', onExited, children }: EditorDialogProps) {
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down(fullScreenBelow), { noSsr: true });
  const guardRef = useRef({ dirty: false, busy: false });
  const [confirming, setConfirming] = useState(false);
  const reportState = (state: { dirty: boolean; busy: boolean }) => {
    guardRef.current = state;
  };
  const requestClose = () => {
    if (guardRef.current.busy) return;
    if (guardRef.current.dirty) setConfirming(true);
    else onClose();
  };
  return (
    <>
      <Dialog
        open={open}
        onClose={requestClose}
        aria-labelledby={titleId}
        maxWidth={maxWidth}
        fullWidth
        fullScreen={fullScreen}
        slotProps={onExited ? { transition: { onExited } } : undefined}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <EditorDialogContext.Provider value={{ titleId, reportState, requestClose }}>{children}</EditorDialogContext.Provider>
      </Dialog>
      <DiscardChangesDialog
        open={open && confirming}
        title={DISCARD_CHANGES_TITLE}
        message={discardMessage}
        onDiscard={() => {
          setConfirming(false);
          guardRef.current = { dirty: false, busy: false };
          onClose();
        }}
        onKeepEditing={() => setConfirming(false)}
      />
    </>
  );
}

export interface EditorDialogFormProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  /** Saves valid values; a failure has been reported by the API client and what was typed stays. */
  onSubmit: (values: T) => Promise<void>;
  onInvalid?: (errors: FieldErrors<T>) => void;
  /** Runs first on submit; `false` stops there (a step of a stepped dialog: Next). */
  beforeSubmit?: () => Promise<boolean>;
  submitLabel: string;
  /** Work the form does not know of (a duplicate check) keeps the dialog busy. */
  busy?: boolean;
  /** Buttons before the submit button (Previous). */
  actions?: ReactNode;
  /** The alert after a submit that failed validation; none without it. */
  unableToSave?: string;
  /** The dialog sits on its own route: warn before leaving it with unsaved changes. */
  leave?: EditorLeave;
  /** A stepped dialog's step: each step puts focus on its first field that needs input, as the opening does. */
  step?: number;
  /** The words of the button that closes the dialog without saving (default Cancel). */
  cancelLabel?: string;
  children: ReactNode;
}

/** The form of an `EditorDialog`: its fields, Cancel and the submit button (busy while saving). */
export function EditorDialogForm<T extends FieldValues>({ form, onSubmit, onInvalid, beforeSubmit, submitLabel, busy = false, actions, unableToSave, leave, step, cancelLabel = 'Cancel', children }: EditorDialogFormProps<T>) {
  const { titleId, reportState, requestClose } = useEditorDialog();
  const contentRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    focusFirstFieldNeedingInput(contentRef.current);
  }, [step]);
  const { isDirty, isSubmitting } = useFormState({ control: form.control });
  const working = isSubmitting || busy;
  const leaving = leave?.leaving ?? false;
  useEffect(() => {
    reportState({ dirty: isDirty && !leaving, busy: working });
  }, [reportState, isDirty, leaving, working]);
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch {
      // The API client has said why; what was typed stays.
    }
  }, onInvalid);

  return (
    <FormBox
      labelledBy={titleId}
      onSubmit={(event) => {
        void (async () => {
          if (beforeSubmit && !(await beforeSubmit())) return;
          await submit(event);
        })();
      }}
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flexGrow: 1 }}
    >
      <DialogContent ref={contentRef} sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, pt: '8px !important', alignContent: 'start' }}>
        {children}
        {unableToSave ? <EditorInvalidAlert control={form.control} message={unableToSave} /> : null}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={requestClose} disabled={working}>
          {cancelLabel}
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        {actions}
        <Button type="submit" variant="contained" loading={working}>
          {submitLabel}
        </Button>
      </DialogActions>
      {leave ? <EditorLeaveWarning control={form.control} leaving={leave.leaving} /> : null}
    </FormBox>
  );
}

/** An `EditorDialog` waiting for what its form starts from; Cancel closes it. */
export function EditorDialogLoading() {
  const { requestClose } = useEditorDialog();
  return (
    <>
      <DialogContent>
        <LinearProgress aria-label="Loading" />
      </DialogContent>
      <DialogActions>
        <Button onClick={requestClose}>Cancel</Button>
      </DialogActions>
    </>
  );
}
