import { describe, expect, it } from 'vitest';
import { addItem, changedPrimaries, choosePrimary, removeItem, replaceItem } from '@/components/contact-fields/contact-list-model';

type Row = { id: string; type: string; primary: boolean };
const row = (id: string, primary: boolean, type = 'Service'): Row => ({ id, type, primary });
const byType = (item: Row) => item.type;
const primaries = (rows: Row[]) => rows.filter((item) => item.primary).map((item) => item.id);

describe('contact list model', () => {
  it('makes the first added row primary and later ones not', () => {
    const one = addItem([], row('a', false));
    const two = addItem(one, row('b', true));
    expect(primaries(two)).toEqual(['a']);
  });

  it('chooses one primary per group', () => {
    const rows = [row('a', true), row('b', false), row('c', true, 'Billing')];
    expect(primaries(choosePrimary(rows, 1, byType))).toEqual(['b', 'c']);
    expect(primaries(choosePrimary(rows, 1))).toEqual(['b']);
  });

  it('passes the primary on when the primary row is removed', () => {
    expect(primaries(removeItem([row('a', true), row('b', false), row('c', false)], 0))).toEqual(['b']);
    expect(removeItem([row('a', true)], 0)).toEqual([]);
    expect(primaries(removeItem([row('a', false), row('b', true)], 0))).toEqual(['b']);
  });

  it('keeps one primary per group when a row changes group', () => {
    const rows = [row('a', true), row('b', false), row('c', true, 'Billing')];
    // The primary service address becomes a billing address: billing keeps c, service passes to b.
    const moved = replaceItem(rows, 0, { ...rows[0]!, type: 'Billing' }, byType);
    expect(primaries(moved)).toEqual(['b', 'c']);
    // Moving into an empty group makes the row that group's primary.
    const alone = replaceItem([row('a', true), row('b', false)], 1, row('b', false, 'Billing'), byType);
    expect(primaries(alone)).toEqual(['a', 'b']);
  });

  it('lists the rows whose flag changed', () => {
    expect(changedPrimaries([row('a', true), row('b', false)], [row('a', false), row('b', true)])).toEqual([0, 1]);
  });
});
