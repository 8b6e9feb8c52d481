import { Outlet, type RouteObject } from 'react-router-dom';
import { RequirePermission, type PermissionRule } from './permissions';

/** Routes that need a permission: without it they show the unauthorized screen (spec 1 §2). */
export function guardedRoute(rule: PermissionRule, ...children: RouteObject[]): RouteObject {
  return {
    element: (
      <RequirePermission rule={rule}>
        <Outlet />
      </RequirePermission>
    ),
    children,
  };
}
