import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/** Where an editor goes after a save (or a delete): the page, its state, and whether it replaces the editor in the history. */
export interface LeaveTarget {
  to: string;
  state?: unknown;
  /** Default true: Back does not return to the saved editor. */
  replace?: boolean;
}

/**
 * After a successful save the editor leaves for the saved record's page. The leave warning must
 * see the form as clean first, so the navigation happens in an effect after that render. Call it
 * after `useUnsavedChangesWarning` (or above the component that calls it), whose blocker is updated
 * by an earlier effect of the same render:
 *
 *   const [leavingTo, setLeavingTo] = useState<string | null>(null);
 *   const leaveWarning = useUnsavedChangesWarning(isDirty && leavingTo === null);
 *   useLeaveAfterSave(leavingTo);
 */
export function useLeaveAfterSave(leaving: string | LeaveTarget | null): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (leaving === null) return;
    const target = typeof leaving === 'string' ? { to: leaving } : leaving;
    void navigate(target.to, { state: target.state, replace: target.replace ?? true });
  }, [leaving, navigate]);
}
