import { useUserState } from '@/lib/auth/use-session';
import { can } from '@/lib/permissions';
import { taskAccess, type TaskAccess } from '../model/task-access';

/** The signed-in user's task permissions (see `taskAccess`). */
export function useTaskAccess(): TaskAccess {
  const user = useUserState();
  return taskAccess((code) => can(user, code));
}
