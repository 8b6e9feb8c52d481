import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { guardedRoute } from './guarded-route';
import { lazyPage } from './lazy-page';
import type { RouteHandle } from './route-handle';

type PageModule = () => Promise<{ default: ComponentType }>;

export interface RecordPageRoutesOptions {
  /** The list's path (`suppliers`); the record's pages are `suppliers/view/:context`, `suppliers/edit/:context` and `suppliers/add`. */
  path: string;
  /** The record's name (`Supplier`) and the list's (`Suppliers`): the pages' titles. */
  noun: string;
  plural: string;
  /** The kind's permission codes are `<prefix>_R`, `_U` and `_C` (spec 1 §2): read, update, create. */
  permissionPrefix: string;
  /** The lazy page modules (default exports). */
  pages: { list: PageModule; view: PageModule; edit: PageModule; add: PageModule };
}

/**
 * The four pages of a record kind with a list (customers, locations, suppliers): the list and the
 * record's view need read, its editor update, Add create. The list and view show the kind's help
 * topic (`suppliers`), the editors the editor's (`supplier-editor`).
 */
export function recordPageRoutes({ path, noun, plural, permissionPrefix, pages }: RecordPageRoutesOptions): RouteObject[] {
  const helpKey = path;
  const editorHelpKey = `${noun.toLowerCase()}-editor`;
  const handle = (title: string, key: string): RouteHandle => ({ title, helpKey: key });
  return [
    guardedRoute(`${permissionPrefix}_R`, { path, handle: handle(plural, helpKey), lazy: lazyPage(pages.list) }),
    guardedRoute(`${permissionPrefix}_R`, { path: `${path}/view/:context`, handle: handle(noun, helpKey), lazy: lazyPage(pages.view) }),
    guardedRoute(`${permissionPrefix}_U`, { path: `${path}/edit/:context`, handle: handle(`Edit ${noun}`, editorHelpKey), lazy: lazyPage(pages.edit) }),
    guardedRoute(`${permissionPrefix}_C`, { path: `${path}/add`, handle: handle(`Add ${noun}`, editorHelpKey), lazy: lazyPage(pages.add) }),
  ];
}
