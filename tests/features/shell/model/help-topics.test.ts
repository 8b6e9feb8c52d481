import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/routes';
import { helpTopics } from '@/features/shell/model/help-topics';

function helpKeys(list: RouteObject[]): string[] {
  return list.flatMap((route) => {
    const handle = route.handle as { helpKey?: string } | undefined;
    return [...(handle?.helpKey ? [handle.helpKey] : []), ...helpKeys(route.children ?? [])];
  });
}

describe('help topics', () => {
  it('exist for every help key a route names, since the help button shows for any key', () => {
    const keys = helpKeys(routes);
    expect(keys.length).toBeGreaterThan(10);
    expect(keys.filter((key) => !helpTopics[key])).toEqual([]);
  });
});
