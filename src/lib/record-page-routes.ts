import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { guardedRoute } from './guarded-route';
import { lazyPage } from './lazy-page';
import { recordPermission, type RecordKind } from './record-kinds';
import type { RouteHandle } from './route-handle';

type PageModule = () => Promise<{ default: ComponentType }>;

/** The lazy page modules of a record kind (default exports). */
export interface RecordPages {
  list: PageModule;
  view: PageModule;
  edit: PageModule;
  add: PageModule;
}

/**
 * The four pages of a record kind with a list (`recordKinds` in `lib/record-kinds.ts`): the list and
 * the record's view need read, its editor update, Add create. The list and view show the kind's help
 * topic (`suppliers`), the editors the editor's (`supplier-editor`).
 */
export function recordPageRoutes(kind: RecordKind, pages: RecordPages): RouteObject[] {
  const { path, noun, plural } = kind;
  const helpKey = path;
  const editorHelpKey = `${noun.toLowerCase()}-editor`;
  const handle = (title: string, key: string): RouteHandle => ({ title, helpKey: key });
  return [
    guardedRoute(recordPermission(kind, 'R'), { path, handle: handle(plural, helpKey), lazy: lazyPage(pages.list) }),
    guardedRoute(recordPermission(kind, 'R'), { path: `${path}/view/:context`, handle: handle(noun, helpKey), lazy: lazyPage(pages.view) }),
    guardedRoute(recordPermission(kind, 'U'), { path: `${path}/edit/:context`, handle: handle(`Edit ${noun}`, editorHelpKey), lazy: lazyPage(pages.edit) }),
    guardedRoute(recordPermission(kind, 'C'), { path: `${path}/add`, handle: handle(`Add ${noun}`, editorHelpKey), lazy: lazyPage(pages.add) }),
  ];
}
