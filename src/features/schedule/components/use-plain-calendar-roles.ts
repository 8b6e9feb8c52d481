import { useEffect, type RefObject } from 'react';

/**
 * react-big-calendar marks its divs up as an incomplete ARIA grid (rows without cells, column headers
 * outside rows, row groups outside a grid), which screen readers announce wrongly and axe reports as
 * critical. Inside the calendar these roles are removed, leaving plain text, headings' text and the
 * events' own buttons; the observer takes them off again whenever the calendar re-renders.
 */
const BROKEN_ROLES = new Set(['row', 'rowgroup', 'columnheader', 'cell', 'gridcell', 'grid', 'table']);

function stripOne(element: Element): void {
  if (BROKEN_ROLES.has(element.getAttribute('role') ?? '')) element.removeAttribute('role');
  if (element.hasAttribute('aria-sort')) element.removeAttribute('aria-sort');
}

function strip(root: Element): void {
  stripOne(root);
  for (const element of root.querySelectorAll('[role], [aria-sort]')) stripOne(element);
}

/** Only what changed: added subtrees, and elements whose role was set. */
function stripChanges(records: MutationRecord[]): void {
  for (const record of records) {
    if (record.type === 'attributes') stripOne(record.target as Element);
    else for (const node of record.addedNodes) if (node instanceof Element) strip(node);
  }
}

export function usePlainCalendarRoles(container: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = container.current;
    if (!root) return undefined;
    strip(root);
    const observer = new MutationObserver(stripChanges);
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['role', 'aria-sort'] });
    return () => observer.disconnect();
  }, [container]);
}
