import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { buildNavigation } from '@/features/shell';
import { NEW_JOB_COMMAND, newJobTerm, paletteActions } from '@/features/command-palette/model/palette-actions';
import { paletteOptions } from '@/features/command-palette/model/palette-options';
import { isPaletteShortcut, shortcutText } from '@/features/command-palette/model/palette-shortcut';
import { addRecent, parseRecent, RECENT_RECORDS_LIMIT } from '@/features/command-palette/model/recent-records';
import { recordRoute, type PaletteRecord } from '@/features/command-palette/model/record-routes';
import type { GlobalSearchResult } from '@/lib/schemas/global-search-schemas';

const office = { permissions: ['CUST_R', 'CUST_C', 'JOB_R', 'JOB_C', 'INTAKE_R', 'SCHED_R', 'INVOICE_R', 'PYMT_C', 'PYMT_R', 'LOC_R'] };
const tech = { permissions: ['INTAKE_R', 'CUST_R', 'JOB_R', 'JOB_U', 'SCHED_R', 'TASK_R'] };
const admin = { permissions: [...office.permissions, 'ADMINISTRATOR', 'RPT_R'] };

const customer: PaletteRecord = { kind: 'customer', context: 'c1', title: 'Acme Heating', detail: '(503) 555-0100', number: null };

function result(fields: Partial<GlobalSearchResult>): GlobalSearchResult {
  return { kind: 'customer', context: 'c1', title: 'Acme Heating', detail: '', number: null, jobContext: null, score: 320, ...fields };
}

const labels = (user: { permissions: string[] }) => paletteActions(user, buildNavigation(user)).map((action) => action.label);

describe('paletteActions', () => {
  it('offers the menus the user may open, Preferences, and the commands their permissions allow', () => {
    expect(labels(office)).toEqual(expect.arrayContaining(['Go to Dashboard', 'Go to Schedule', 'Go to Invoices', 'Go to Locations', 'Go to Preferences', 'New job for …', 'Record payment']));
    expect(labels(office)).not.toContain('Go to Company Information');
    expect(labels(admin)).toEqual(expect.arrayContaining(['Go to Company Information', 'Go to Email Server', 'Go to Images and Files', 'Go to Pricebook', 'Go to Accounts Aging']));
  });

  it('gives a technician no documents, payments, new jobs or administration', () => {
    const techLabels = labels(tech);
    expect(techLabels).toEqual(expect.arrayContaining(['Go to Schedule', 'Go to Customers', 'Go to My Day', 'Go to Preferences']));
    for (const denied of ['Go to Invoices', 'Go to Proposals', 'Record payment', 'New job for …', 'New customer', 'Go to Users and Roles', 'Go to Pricebook']) {
      expect(techLabels).not.toContain(denied);
    }
  });
});

describe('newJobTerm', () => {
  it('reads the customer term after "new job" or "new job for"', () => {
    expect(newJobTerm('New job for acme')).toBe('acme');
    expect(newJobTerm('new job acme')).toBe('acme');
    expect(newJobTerm(NEW_JOB_COMMAND)).toBe('');
    expect(newJobTerm('new job')).toBeNull();
    expect(newJobTerm('renew job for')).toBeNull();
  });
});

describe('paletteOptions', () => {
  const actions = paletteActions(office, buildNavigation(office));

  it('lists the recent records when the box is empty', () => {
    const options = paletteOptions({ input: ' ', results: [], actions, recent: [customer], canAddJob: true });
    expect(options.map((option) => option.title)).toEqual(['Acme Heating']);
    expect(options[0]!.route).toBe(paths.customersView('c1'));
  });

  it('merges records and matching actions by score and offers a new job for the best customer', () => {
    const options = paletteOptions({
      input: 'acme',
      results: [result({}), result({ kind: 'job', context: 'j1', title: 'Acme furnace', number: 1042, score: 300 })],
      actions,
      recent: [],
      canAddJob: true,
    });
    expect(options.map((option) => option.title)).toEqual(['Acme Heating', 'New job for Acme Heating', 'Acme furnace']);
    expect(options[1]!.route).toBe(paths.jobsAddForCustomer('c1'));
    expect(options[2]!.route).toBe(paths.jobsView('j1'));
  });

  it('ranks an action whose label starts with the term above a weaker record match', () => {
    const options = paletteOptions({ input: 'sched', results: [result({ title: 'Preschedule Ltd', score: 120 })], actions, recent: [], canAddJob: false });
    expect(options[0]!.title).toBe('Go to Schedule');
    expect(options.map((option) => option.title)).not.toContain('New job for Preschedule Ltd');
  });

  it('"New job for" lists the customers found, or the recent ones, as new-job actions', () => {
    const found = paletteOptions({ input: 'new job for acm', results: [result({}), result({ kind: 'job', context: 'j1' })], actions, recent: [], canAddJob: true });
    expect(found.map((option) => [option.title, option.route])).toEqual([['New job for Acme Heating', paths.jobsAddForCustomer('c1')]]);
    const recent = paletteOptions({ input: NEW_JOB_COMMAND, results: [], actions, recent: [customer], canAddJob: true });
    expect(recent.map((option) => option.title)).toEqual(['New job for Acme Heating']);
    const action = paletteOptions({ input: 'new job', results: [], actions, recent: [], canAddJob: true });
    expect(action[0]).toMatchObject({ title: 'New job for …', fill: NEW_JOB_COMMAND, route: null });
  });
});

describe('recent records', () => {
  it('puts the opened record first once, keeps at most ten, and drops what does not parse', () => {
    let list: PaletteRecord[] = [];
    for (let index = 0; index < 12; index += 1) list = addRecent(list, { ...customer, context: `c${index}` });
    list = addRecent(list, { ...customer, context: 'c5' });
    expect(list).toHaveLength(RECENT_RECORDS_LIMIT);
    expect(list.map((record) => record.context).slice(0, 3)).toEqual(['c5', 'c11', 'c10']);
    expect(parseRecent(JSON.stringify([customer, { kind: 'secret', token: 'x' }, 'junk']))).toEqual([customer]);
    expect(parseRecent('{not json')).toEqual([]);
  });
});

describe('recordRoute', () => {
  it('opens documents in their list found by number and pricebook items by name', () => {
    expect(recordRoute({ kind: 'invoice', context: 'i1', title: 'Invoice 2051', detail: '', number: 2051 })).toBe('/invoices?q=2051');
    expect(recordRoute({ kind: 'pricebookItem', context: 'p1', title: 'Filter 16x25', detail: '', number: null })).toBe('/pricebook?q=Filter+16x25');
    expect(recordRoute({ kind: 'intake', context: 'n1', title: 'No heat', detail: '', number: null })).toBe(paths.intakeView('n1'));
  });
});

describe('palette shortcut', () => {
  const key = (fields: Partial<KeyboardEvent>) => ({ key: 'k', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...fields });
  it('is Ctrl+K, or ⌘K on a Mac', () => {
    expect(isPaletteShortcut(key({ ctrlKey: true }), false)).toBe(true);
    expect(isPaletteShortcut(key({ ctrlKey: true, key: 'K' }), false)).toBe(true);
    expect(isPaletteShortcut(key({ metaKey: true }), false)).toBe(false);
    expect(isPaletteShortcut(key({ metaKey: true }), true)).toBe(true);
    expect(isPaletteShortcut(key({ ctrlKey: true, shiftKey: true }), false)).toBe(false);
    expect(isPaletteShortcut(key({ ctrlKey: true, key: 'j' }), false)).toBe(false);
    expect(shortcutText(false)).toBe('Ctrl+K');
    expect(shortcutText(true)).toBe('\u2318K');
  });
});
