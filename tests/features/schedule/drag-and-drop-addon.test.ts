import { describe, expect, it } from 'vitest';
import * as dragAndDrop from 'react-big-calendar/lib/addons/dragAndDrop';
import { dragAndDropExport } from '@/features/schedule/model/drag-and-drop-addon';

describe('the drag-and-drop addon export', () => {
  const withDragAndDrop = () => undefined;

  it('is found at module.default (dev server, Vitest) and at module.default.default (Vite 8 production bundle)', () => {
    expect(dragAndDropExport({ default: withDragAndDrop })).toBe(withDragAndDrop);
    expect(dragAndDropExport({ default: { default: withDragAndDrop } })).toBe(withDragAndDrop);
  });

  it('fails loudly when the addon is not there', () => {
    expect(() => dragAndDropExport({})).toThrow('The react-big-calendar drag-and-drop addon did not load.');
  });

  it('finds the real addon as this build loads it', () => {
    expect(typeof dragAndDropExport(dragAndDrop as never)).toBe('function');
  });
});
