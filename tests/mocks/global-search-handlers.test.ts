// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../src/config/endpoints';
import { globalSearchResponseSchema, recentKey, type GlobalSearchRequest } from '../../src/lib/schemas/global-search-schemas';
import { customerName } from '../../mocks/db/record-views';
import { seededUsernames } from '../../mocks/db/seed';
import { getDb, resetDb } from '../../mocks/db/store';
import { post, signIn, useMockServer } from './mock-api';

useMockServer();
// The large seed's test leaves the small seed for the files after this one in the worker.
afterAll(() => {
  resetDb('small');
});

async function search(token: string, body: GlobalSearchRequest) {
  const response = await post(endpoints.globalSearch.search, body, token);
  expect(response.status).toBe(200);
  return globalSearchResponseSchema.parse(await response.json()).results;
}

function customerWithTelephone() {
  const customer = getDb().customers.all().find((candidate) => candidate.telephoneList.length > 0)!;
  return { customer, number: customer.telephoneList[0]!.number };
}

describe('POST GlobalSearch/Search', () => {
  it('finds a customer by part of a telephone number typed without its punctuation', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const { customer, number } = customerWithTelephone();
    const digits = number.replace(/\D/g, '');
    const results = await search(accessToken, { searchTerm: digits.slice(-7) });
    expect(results.length).toBeGreaterThan(0);
    expect(results.length).toBeLessThanOrEqual(20);
    expect(results.some((result) => result.kind === 'customer' && result.context === customer.context)).toBe(true);
  });

  it('mixes kinds, at most 20, best match first; an exact number ranks first', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const invoice = getDb().invoices.all()[0]!;
    const results = await search(accessToken, { searchTerm: String(invoice.number) });
    expect(results[0]).toMatchObject({ kind: 'invoice', context: invoice.context, title: `Invoice ${invoice.number}` });
    const scores = results.map((result) => result.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    const byCustomer = await search(accessToken, { searchTerm: customerName(getDb().customers.get(invoice.serviceCustomerContext)!) });
    expect(new Set(byCustomer.map((result) => result.kind)).size).toBeGreaterThan(1);
  });

  it('ranks a recently opened record above others of the same match', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const plain = await search(accessToken, { searchTerm: 'a' });
    const later = plain.findLast((result) => result.score === plain[0]!.score && result !== plain[0])!;
    const boosted = await search(accessToken, { searchTerm: 'a', recent: [recentKey(later.kind, later.context)] });
    expect(boosted[0]).toMatchObject({ kind: later.kind, context: later.context });
    expect(boosted[0]!.score).toBeGreaterThan(later.score);
  });

  it('answers a technician only customers, jobs and intake', async () => {
    const tech = await signIn(seededUsernames.tech);
    const office = await signIn(seededUsernames.office);
    const invoice = getDb().invoices.all()[0]!;
    const item = getDb().pricebookItems.all()[0]!;
    for (const term of [String(invoice.number), item.name, 'a', 'e']) {
      const results = await search(tech.accessToken, { searchTerm: term });
      expect(results.every((result) => ['customer', 'job', 'intake'].includes(result.kind))).toBe(true);
    }
    expect((await search(office.accessToken, { searchTerm: String(invoice.number) })).some((result) => result.kind === 'invoice')).toBe(true);
    // Pricebook items lead to the pricebook page: administrators only.
    expect((await search(office.accessToken, { searchTerm: item.name })).some((result) => result.kind === 'pricebookItem')).toBe(false);
    const admin = await signIn(seededUsernames.admin);
    expect((await search(admin.accessToken, { searchTerm: item.name })).some((result) => result.kind === 'pricebookItem')).toBe(true);
  });

  it('searches only the kinds asked for, answers nothing for an empty term and refuses a long term', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const only = await search(accessToken, { searchTerm: 'a', kinds: ['customer'] });
    expect(only.length).toBeGreaterThan(0);
    expect(only.every((result) => result.kind === 'customer')).toBe(true);
    expect(await search(accessToken, { searchTerm: '  ' })).toEqual([]);
    const response = await post(endpoints.globalSearch.search, { searchTerm: 'x'.repeat(101) }, accessToken);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(['The search term must be at most 100 characters.']);
    expect((await post(endpoints.globalSearch.search, { searchTerm: 'acme' })).status).toBe(401);
  });

  it('finds a customer by telephone over the large seed quickly', async () => {
    resetDb('large');
    const { accessToken } = await signIn(seededUsernames.office);
    const { customer, number } = customerWithTelephone();
    await search(accessToken, { searchTerm: 'warm' });
    const started = performance.now();
    const results = await search(accessToken, { searchTerm: number.replace(/\D/g, '').slice(-6) });
    const elapsed = performance.now() - started;
    expect(results.some((result) => result.context === customer.context)).toBe(true);
    expect(elapsed).toBeLessThan(200);
  }, 60_000);
});
