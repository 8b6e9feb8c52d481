import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { recordKinds } from '@/lib/record-kinds';
import { recordPageRoutes } from '@/lib/record-page-routes';

const page = () => Promise.resolve({ default: () => null });

/** The guarded route's permission rule and its one page route. */
function describeRoute(route: RouteObject) {
  const [child] = route.children ?? [];
  return { rule: (route.element as ReactElement<{ rule: string }>).props.rule, path: child?.path, handle: child?.handle as unknown };
}

describe('recordPageRoutes', () => {
  it('gives the list, view, edit and add pages their paths, permissions, titles and help topics', () => {
    const routes = recordPageRoutes(recordKinds.supplier, { list: page, view: page, edit: page, add: page });
    expect(routes.map(describeRoute)).toEqual([
      { rule: 'SPLR_R', path: 'suppliers', handle: { title: 'Suppliers', helpKey: 'suppliers' } },
      { rule: 'SPLR_R', path: 'suppliers/view/:context', handle: { title: 'Supplier', helpKey: 'suppliers' } },
      { rule: 'SPLR_U', path: 'suppliers/edit/:context', handle: { title: 'Edit Supplier', helpKey: 'supplier-editor' } },
      { rule: 'SPLR_C', path: 'suppliers/add', handle: { title: 'Add Supplier', helpKey: 'supplier-editor' } },
    ]);
  });

  it('loads each page from its own module', async () => {
    const loaded: string[] = [];
    const from = (name: string) => () => {
      loaded.push(name);
      return Promise.resolve({ default: () => null });
    };
    const routes = recordPageRoutes(recordKinds.location, { list: from('list'), view: from('view'), edit: from('edit'), add: from('add') });
    for (const route of routes) {
      const lazy = route.children?.[0]?.lazy;
      if (typeof lazy === 'function') await lazy();
    }
    expect(loaded).toEqual(['list', 'view', 'edit', 'add']);
  });
});
