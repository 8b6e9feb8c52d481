// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { workOutJobTotals } from '../../mocks/db/job-money';
import { createStore } from '../../mocks/db/mock-store';
import { lookupSalesTax, SALES_TAX_FAILING_POSTAL_CODE, taxAddressChanged } from '../../mocks/db/sales-tax';
import { createSeed } from '../../mocks/db/seed';
import { seededUuid } from '../../mocks/db/ids';

describe('the jobs of the demo seed', () => {
  const now = new Date('2026-11-22T18:00:00Z');
  const seed = createSeed(now);
  const db = createStore(seed);
  const linesOf = (context: string) => db.jobDetails.where('job', context).sort((a, b) => a.order - b.order);

  it('stores totals that the job calculation module gives for the lines, discount and tax', () => {
    for (const job of seed.jobs) expect(job.totals, job.name).toEqual(workOutJobTotals(job, linesOf(job.context), true));
    expect(seed.jobs.some((job) => job.discount?.discountType === 'Percentage' && job.totals!.discount > 0)).toBe(true);
    expect(seed.jobs.some((job) => job.salesTaxRate.rate === 0.0775 && job.totals!.tax > 0)).toBe(true);
  });

  it('prices furnace installs, water-heater swaps, drain cleaning and panel upgrades, with a subtotal row', () => {
    const names = new Set(seed.jobDetails.map((line) => line.name));
    for (const name of ['Carrier 96% AFUE 80k BTU gas furnace', '50 gal. gas water heater, 40k BTU', 'Main line drain clearing', '200 A panel upgrade (subcontracted)', 'Equipment subtotal']) {
      expect(names.has(name), name).toBe(true);
    }
    expect(seed.jobDetails.some((line) => line.jobDetailType === 'Subtotal')).toBe(true);
  });

  it('looks up Washington sites at their rate, Oregon at none, and exempts the school district', () => {
    for (const job of seed.jobs) {
      const address = db.customers.first('address', job.serviceAddressContext)?.addresses.find((item) => item.context === job.serviceAddressContext);
      expect(job.salesTaxRate.rate).toBe(address?.state === 'WA' ? 0.0775 : 0);
    }
    const school = seed.jobs.filter((job) => job.chainId === seededUuid('chain:lincoln-rtu'));
    expect(school.length).toBe(3);
    for (const job of school) expect(job.taxOverride).toMatchObject({ description: 'Tax Exempt - School District', taxRate: 0 });
  });

  it('keeps the rule of every recurring chain, and payments and timesheets on jobs', () => {
    const chains = new Set(seed.jobs.map((job) => job.chainId).filter(Boolean));
    expect(seed.jobChains.map((chain) => chain.chainId).sort()).toEqual([...chains].sort());
    expect(seed.jobChains.every((chain) => chain.rule !== null && chain.displayText !== '')).toBe(true);
    expect(seed.payments.length).toBeGreaterThan(20);
    expect(seed.timesheetEntries.filter((entry) => entry.jobContext !== null).length).toBeGreaterThan(10);
  });

  it('fills the labor descriptions setting and the discount and tax override catalogues', () => {
    const labor = seed.systemSettings.find((setting) => setting.code === 'JOB_LABOR_DESCRIPTIONS')!;
    expect(labor.value.split('\n')).toContain('Installation labor');
    expect(seed.systemSettings.find((setting) => setting.code === 'JOB_USE_LABOR_DESC')?.value).toBe('Yes');
    expect(seed.discounts.length).toBeGreaterThanOrEqual(5);
    expect(seed.taxOverrides.length).toBeGreaterThanOrEqual(3);
    for (const job of seed.jobs) if (job.discount) expect(db.discounts.has(job.discount.context), job.discount.description).toBe(true);
  });
});

describe('the sales tax lookup', () => {
  it('is deterministic by postal code and fails for the documented one', () => {
    expect(lookupSalesTax({ city: 'Vancouver', state: 'wa', postalCode: '98660-1234' })).toMatchObject({ rate: 0.0775, didLookupSucceed: true, lookupStatus: 200 });
    expect(lookupSalesTax({ city: 'Spokane', state: 'WA', postalCode: '99201' }).rate).toBe(0.065);
    expect(lookupSalesTax({ city: 'Portland', state: 'OR', postalCode: '97214' }).rate).toBe(0);
    expect(lookupSalesTax({ city: 'Nowhere', state: 'WA', postalCode: SALES_TAX_FAILING_POSTAL_CODE })).toMatchObject({ didLookupExecute: true, didLookupSucceed: false, lookupStatus: 503 });
  });

  it('runs again only when the city, state or postal code changed', () => {
    const stored = lookupSalesTax({ city: 'Vancouver', state: 'WA', postalCode: '98660' });
    expect(taxAddressChanged(stored, { city: 'vancouver ', state: 'WA', postalCode: '98660' })).toBe(false);
    expect(taxAddressChanged(stored, { city: 'Vancouver', state: 'WA', postalCode: '98664' })).toBe(true);
  });
});
