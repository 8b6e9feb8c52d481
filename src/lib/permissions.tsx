import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { UserState } from '@/lib/auth/auth-schemas';
import { useSession } from '@/lib/auth/use-session';

export type PermissionRule = string | { anyOf: string[] } | { allOf: string[] };

export function can(user: Pick<UserState, 'permissions'> | null | undefined, rule: PermissionRule): boolean {
  if (!user) return false;
  const held = new Set(user.permissions);
  if (typeof rule === 'string') return held.has(rule);
  if ('anyOf' in rule) return rule.anyOf.some((code) => held.has(code));
  return rule.allOf.every((code) => held.has(code));
}

export function isAdministrator(user: Pick<UserState, 'permissions'> | null | undefined): boolean {
  return can(user, 'ADMINISTRATOR');
}

export function useCan(rule: PermissionRule): boolean {
  return can(useSession().userState, rule);
}

export interface CanProps {
  rule: PermissionRule;
  children: ReactNode;
  fallback?: ReactNode;
}

export function Can({ rule, children, fallback = null }: CanProps) {
  return <>{useCan(rule) ? children : fallback}</>;
}

export interface RequirePermissionProps {
  rule: PermissionRule;
  children: ReactNode;
}

/** Route guard: a signed-in user without the permission goes to the unauthorized screen. */
export function RequirePermission({ rule, children }: RequirePermissionProps) {
  const allowed = useCan(rule);
  if (!allowed) {
    const code = typeof rule === 'string' ? rule : 'anyOf' in rule ? rule.anyOf.join('|') : rule.allOf.join('&');
    return <Navigate to={paths.unauthorized(code)} replace />;
  }
  return <>{children}</>;
}
