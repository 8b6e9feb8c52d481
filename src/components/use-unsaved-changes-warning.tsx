import { useEffect, type ReactElement } from 'react';
import { useBlocker } from 'react-router-dom';
import { isCatalogueDestination } from '@/lib/api-client/catalogue-routes';
import { ConfirmDialog } from './confirm-dialog';

export const UNSAVED_CHANGES_TITLE = 'Unsaved Changes';
export const UNSAVED_CHANGES_MESSAGE = 'You have unsaved changes. If you leave this page they will be lost.';

/**
 * Warns before leaving a dirty editor: in-app navigation is blocked until the user confirms (render
 * the returned dialog), and reloading or closing the tab asks the browser's own question.
 *
 *   const leaveWarning = useUnsavedChangesWarning(formState.isDirty && !saving);
 *   return <>{form}{leaveWarning}</>;
 *
 * Pass `false` right before navigating away after a successful save. `onLeave` runs when the user
 * chooses Leave Page (the edits are given up). Navigation to the error catalogue's screens is never
 * blocked.
 */
export function useUnsavedChangesWarning(dirty: boolean, onLeave?: () => void): ReactElement | null {
  // Only navigation the user starts is asked about: the error catalogue's own (to the error or
  // unauthorized screen) always goes through.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname && !isCatalogueDestination(nextLocation.pathname),
  );

  useEffect(() => {
    if (!dirty) return undefined;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [dirty]);

  if (blocker.state !== 'blocked') return null;
  return (
    <ConfirmDialog
      open
      title={UNSAVED_CHANGES_TITLE}
      message={UNSAVED_CHANGES_MESSAGE}
      confirmLabel="Leave Page"
      cancelLabel="Stay"
      destructive
      onConfirm={() => {
        onLeave?.();
        blocker.proceed();
      }}
      onCancel={() => blocker.reset()}
    />
  );
}
