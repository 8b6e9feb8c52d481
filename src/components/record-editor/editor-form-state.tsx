import { useCallback, useDeferredValue, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useFormState, type Control, type FieldValues } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import { useUnsavedChangesWarning } from '@/components/use-unsaved-changes-warning';

/*
 * The parts of an editor that show the form's state. Each subscribes to the state it shows, so a
 * keystroke re-renders them (when that state changes) and not the editor around them.
 */

interface FormStateProps<T extends FieldValues> {
  control: Control<T>;
}

/** Save: the form's submit button, busy while the form submits (or `busy` says so). */
export function EditorSaveButton<T extends FieldValues>({ control, busy = false, children = 'Save' }: FormStateProps<T> & { busy?: boolean; children?: ReactNode }) {
  const { isSubmitting } = useFormState({ control });
  return (
    <Button type="submit" variant="contained" startIcon={<SaveOutlined />} loading={isSubmitting || busy}>
      {children}
    </Button>
  );
}

/** "Unsaved changes" while the form differs from what was loaded or saved. */
export function EditorDirtyStatus<T extends FieldValues>({ control }: FormStateProps<T>) {
  // Shown a frame after the change that makes it true: the change paints first.
  const isDirty = useDeferredValue(useFormState({ control }).isDirty);
  return (
    <Typography variant="body2" color="text.secondary" role="status">
      {isDirty ? 'Unsaved changes' : ''}
    </Typography>
  );
}

/** The "unable to save" alert after a save that failed validation (spec 1 §8). */
export function EditorInvalidAlert<T extends FieldValues>({ control, message }: FormStateProps<T> & { message: string }) {
  const { isSubmitted, errors } = useFormState({ control });
  if (!isSubmitted || Object.keys(errors).length === 0) return null;
  return (
    <Alert severity="error" role="alert" sx={{ flex: '1 1 100%', py: 0 }}>
      {message}
    </Alert>
  );
}

/** Asks before leaving a form with unsaved changes, except while leaving after a save; `onLeave` when the user leaves anyway. */
export function EditorLeaveWarning<T extends FieldValues>({ control, leaving, onLeave }: FormStateProps<T> & { leaving: boolean; onLeave?: () => void }) {
  const { isDirty } = useFormState({ control });
  return useUnsavedChangesWarning(isDirty && !leaving, onLeave);
}

/** Renders `children(isDirty)`: for parts that behave differently while the form has unsaved changes. */
export function WhileDirty<T extends FieldValues>({ control, children }: FormStateProps<T> & { children: (dirty: boolean) => ReactNode }) {
  const { isDirty } = useFormState({ control });
  return <>{children(isDirty)}</>;
}

/** Keeps `dirtyRef.current` equal to the form's unsaved-changes flag, rendering nothing. */
function DirtyTracker<T extends FieldValues>({ control, dirtyRef }: FormStateProps<T> & { dirtyRef: RefObject<boolean> }) {
  const { isDirty } = useFormState({ control });
  useLayoutEffect(() => {
    dirtyRef.current = isDirty;
  }, [dirtyRef, isDirty]);
  return null;
}

/**
 * The form's unsaved-changes flag for parts that need it only when clicked (an action refused while
 * the form has changes): render `tracker` once, and call `isDirty()` (stable) in the handlers. Unlike
 * `WhileDirty`, the first change of the form renders nothing but the tracker.
 */
export function useDirtyReader<T extends FieldValues>(control: Control<T>): { tracker: ReactNode; isDirty: () => boolean } {
  const dirtyRef = useRef(false);
  const isDirty = useCallback(() => dirtyRef.current, []);
  return { tracker: <DirtyTracker control={control} dirtyRef={dirtyRef} />, isDirty };
}
