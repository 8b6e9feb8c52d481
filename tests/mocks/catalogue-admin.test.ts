// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../src/config/endpoints';
import { discountSchema, taxOverrideSchema } from '../../src/lib/schemas/job-catalogue-schemas';
import { getDb } from '../../mocks/db/store';
import { post, useMockServer } from './mock-api';
import { createJob, newJobRequest, query, remove, tokens } from './job-fixtures';

useMockServer();

describe('discount and tax override administration', () => {
  it('changes a discount (ADMINISTRATOR only) and validates it on the server', async () => {
    const { admin, office } = await tokens();
    const entry = getDb().discounts.all().find((item) => item.description === 'Senior Discount')!;
    const body = { context: entry.context, description: ' Senior Citizens ', discountType: 'Percentage', value: 12.5 };
    expect((await post(endpoints.discount.update, body, office)).status).toBe(403);
    const saved = discountSchema.parse(await (await post(endpoints.discount.update, body, admin)).json());
    expect(saved).toMatchObject({ context: entry.context, description: 'Senior Citizens', value: 12.5, formattedDescription: 'Senior Citizens (12.50% OFF)' });
    const tooMuch = await post(endpoints.discount.update, { ...body, value: 101 }, admin);
    expect(tooMuch.status).toBe(400);
    expect(await tooMuch.json()).toEqual(['Percentage cannot be greater than 100.']);
    expect((await post(endpoints.discount.update, { ...body, context: 'missing' }, admin)).status).toBe(404);
  });

  it('changes a tax override and refuses a rate over 100', async () => {
    const { admin } = await tokens();
    const entry = getDb().taxOverrides.all().find((item) => item.description === 'Reduced Rate')!;
    const saved = taxOverrideSchema.parse(await (await post(endpoints.taxOverride.update, { context: entry.context, description: 'Reduced Rate', taxRate: 7.5 }, admin)).json());
    expect(saved.formattedDescription).toBe('Reduced Rate 7.5%');
    const bad = await post(endpoints.taxOverride.update, { context: entry.context, description: '', taxRate: 120 }, admin);
    expect(await bad.json()).toEqual(['Description is required.', 'Tax Rate % must be a number from 0 to 100.']);
  });

  it('refuses to delete a discount a customer default uses, or a tax override a job uses', async () => {
    const { admin } = await tokens();
    const account = getDb().discounts.all().find((item) => item.description === 'Account Discount')!;
    const refused = await remove(query(endpoints.discount.delete, { context: account.context }), admin);
    expect(refused.status).toBe(422);
    expect(await refused.text()).toBe('This discount is used by jobs or customers and cannot be deleted.');

    const override = taxOverrideSchema.parse(await (await post(endpoints.taxOverride.create, { description: 'Harbor District', taxRate: 6 }, admin)).json());
    expect((await remove(query(endpoints.taxOverride.delete, { context: override.context }), admin)).status).toBe(200);
    await createJob(newJobRequest({ taxOverride: { description: 'Port Rate', taxRate: 5 } }), admin);
    const used = getDb().taxOverrides.all().find((item) => item.description === 'Port Rate')!;
    const usedAnswer = await remove(query(endpoints.taxOverride.delete, { context: used.context }), admin);
    expect(usedAnswer.status).toBe(422);
    expect(await usedAnswer.text()).toBe('This tax override is used by jobs and cannot be deleted.');
  });
});
