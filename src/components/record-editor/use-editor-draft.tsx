import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { sessionStore } from '@/lib/auth/session-store';
import { onSignOut } from '@/lib/auth/sign-out';
import { DraftRestoreDialog } from './draft-restore-dialog';
import { deleteAllDrafts, deleteDraft, draftChanges, draftKey, hasChanges, pendingChanges, readDraft, writeDraft, type DraftChanges } from './draft-storage';

/** A pause in typing after which the draft is written (it is also written when the editor goes away). */
export const DRAFT_WRITE_DELAY_MS = 300;

export interface EditorDraftOptions {
  /** The record's address (the editor route's path): one draft per user and address. */
  recordPath: string;
  /** The editor is leaving on purpose (after a save or a delete): the draft goes. */
  leaving: boolean;
}

export interface EditorDraft {
  /** "Restore unsaved changes?" while a stored draft would change the form, else `null`. */
  dialog: ReactElement | null;
  /** The user gave the edits up (Leave Page, Reload after a conflict): the draft goes. */
  discard: () => void;
}

let listeningForLogout = false;

/** An explicit logout clears every draft of the tab (a forced sign-out keeps them for the next sign-in). */
function clearDraftsOnLogout(): void {
  if (listeningForLogout) return;
  listeningForLogout = true;
  onSignOut((reason) => {
    if (reason === 'user') deleteAllDrafts();
  });
}

interface Latest {
  values: Record<string, unknown>;
  defaults: Record<string, unknown> | undefined;
}

/**
 * Keeps what is typed in a record editor as a draft (see `draft-storage.ts`): written after a pause
 * in typing and whenever the editor goes away (the error screen, a sign-out, a reload), for the
 * signed-in user and the record's address. When the editor opens with a draft that would change the
 * form, the returned dialog asks "Restore unsaved changes?": Restore puts the changed fields back
 * (unsaved, so Save and the leave warning apply); Discard deletes the draft. The draft is deleted when
 * the form is back at its saved values (a successful save resets the form to what was saved), when the
 * editor leaves on purpose (after a save or a delete), and when the user gives the edits up (Discard,
 * Leave Page, Reload after a conflict).
 */
export function useEditorDraft<T extends FieldValues>(form: UseFormReturn<T>, { recordPath, leaving }: EditorDraftOptions): EditorDraft {
  const [owner] = useState(() => sessionStore.getState().userState?.username ?? null);
  const key = owner ? draftKey(owner, recordPath) : null;
  const [offer, setOffer] = useState<DraftChanges | null>(() => {
    const stored = key ? readDraft(key) : null;
    const changes = stored ? pendingChanges(form.getValues(), stored.changes) : {};
    return hasChanges(changes) ? changes : null;
  });
  const asking = useRef(offer !== null);
  /** The last values seen and not yet written. */
  const latest = useRef<Latest | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** This editor wrote (or restored) the stored draft, so a form back at its saved values deletes it. */
  const owned = useRef(false);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const seen = latest.current;
    latest.current = null;
    if (!seen || !key) return;
    // After an explicit logout the drafts are gone and stay gone.
    if (sessionStore.getState().signOutReason === 'user') return;
    const changes = draftChanges(seen.defaults, seen.values);
    if (hasChanges(changes)) {
      owned.current = writeDraft(key, changes);
    } else if (owned.current) {
      deleteDraft(key);
      owned.current = false;
    }
  }, [key]);

  /** Deletes the draft and forgets what was not written yet. */
  const forget = useCallback(() => {
    clearTimeout(timer.current);
    latest.current = null;
    owned.current = false;
    if (key) deleteDraft(key);
  }, [key]);

  useEffect(() => {
    if (!key) return undefined;
    clearDraftsOnLogout();
    const unsubscribe = form.subscribe({
      formState: { values: true },
      callback: ({ values, defaultValues }) => {
        if (asking.current) return;
        latest.current = { values, defaults: defaultValues as Record<string, unknown> | undefined };
        clearTimeout(timer.current);
        timer.current = setTimeout(flush, DRAFT_WRITE_DELAY_MS);
      },
    });
    window.addEventListener('pagehide', flush);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [form, key, flush]);

  useEffect(() => {
    if (leaving) forget();
  }, [leaving, forget]);

  const discard = () => {
    forget();
    asking.current = false;
    setOffer(null);
  };

  const restore = () => {
    if (!offer) return;
    asking.current = false;
    setOffer(null);
    owned.current = true;
    form.reset({ ...form.getValues(), ...offer } as T, { keepDefaultValues: true });
  };

  const close = () => {
    // Not restored for now: the draft stays until new edits replace it, a save or the form back at
    // its saved values deletes it.
    asking.current = false;
    owned.current = true;
    setOffer(null);
  };

  return {
    dialog: offer ? <DraftRestoreDialog open onRestore={restore} onDiscard={discard} onClose={close} /> : null,
    discard,
  };
}
