import { useState } from 'react';
import { useLeaveAfterSave, type LeaveTarget } from '@/components/record-list/use-leave-after-save';

/** An editor's way out after a save or a delete (the leave warning stands down while it leaves). */
export interface EditorLeave {
  leaving: boolean;
  leave: (to: string, options?: Omit<LeaveTarget, 'to'>) => void;
}

/**
 * Leaving an editor on purpose: after a save, a delete, or choosing another record. The navigation
 * happens after the render in which the frame's leave warning has stood down.
 */
export function useEditorLeave(): EditorLeave {
  const [target, setTarget] = useState<LeaveTarget | null>(null);
  useLeaveAfterSave(target);
  return { leaving: target !== null, leave: (to, options) => setTarget({ to, ...options }) };
}
