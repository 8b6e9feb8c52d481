import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * After a successful save the editor leaves for the saved record's page. The leave warning must
 * see the form as clean first, so the navigation happens in an effect after that render. Call it
 * after `useUnsavedChangesWarning`, whose blocker is updated by an earlier effect of the same render:
 *
 *   const [leavingTo, setLeavingTo] = useState<string | null>(null);
 *   const leaveWarning = useUnsavedChangesWarning(isDirty && leavingTo === null);
 *   useLeaveAfterSave(leavingTo);
 */
export function useLeaveAfterSave(leavingTo: string | null): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (leavingTo !== null) void navigate(leavingTo, { replace: true });
  }, [leavingTo, navigate]);
}
