import { useRef, useState } from 'react';

export interface AutoSave {
  /** What the editor shows: the user's unsaved or failed value, else the saved value. */
  value: string;
  /** Keeps what the user typed without saving it yet (text fields save on blur or Enter). */
  setDraft: (value: string) => void;
  /** Saves `next` (default: the current draft); skipped when it equals the saved value. */
  commit: (next?: string) => void;
  saving: boolean;
}

/**
 * Saves an editor's value as soon as it changes. A save that fails keeps the user's value on screen
 * (the API client has already shown the error); a save that succeeds hands back to the saved value.
 */
export function useAutoSave(savedValue: string, save: (value: string) => Promise<unknown>): AutoSave {
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // The value being sent, so Enter followed by blur does not send it twice.
  const inFlight = useRef<string | null>(null);

  function commit(next: string | undefined = draft ?? undefined) {
    if (next === undefined || next === inFlight.current) return;
    if (next === savedValue) {
      setDraft(null);
      return;
    }
    setDraft(next);
    setSaving(true);
    inFlight.current = next;
    save(next)
      .then(
        () => setDraft((current) => (current === next ? null : current)),
        () => undefined,
      )
      .finally(() => {
        if (inFlight.current === next) inFlight.current = null;
        setSaving(false);
      });
  }

  return { value: draft ?? savedValue, setDraft, commit, saving };
}
