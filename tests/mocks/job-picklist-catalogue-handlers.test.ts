// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../src/config/endpoints';
import { discountListSchema, paymentTermListSchema, taxOverrideListSchema } from '../../src/lib/schemas/job-catalogue-schemas';
import { picklistEditMessages } from '../../src/lib/schemas/picklist-edit-schemas';
import { picklistItemSchema, picklistResponseSchema } from '../../src/lib/schemas/picklist-schemas';
import { jobStorageMessages, jobStorageResponseSchema } from '../../src/lib/schemas/job-storage-schemas';
import { getDb } from '../../mocks/db/store';
import { get, post, useMockServer } from './mock-api';
import { createJob, getJob, newJobRequest, picklist, query, remove, tokens } from './job-fixtures';

useMockServer();

/** Whether seeded records use the picklist value. */
function isUsed(kindName: string, context: string): boolean {
  const db = getDb();
  switch (kindName) {
    case 'IntakeType':
      return db.intakes.all().some((intake) => intake.intakeTypeContext === context);
    case 'IntakeSource':
      return db.intakes.all().some((intake) => intake.intakeSourceContext === context);
    case 'AdSource':
      return db.intakes.all().some((intake) => intake.adSourceContext === context);
    case 'TaskType':
      return db.tasks.all().some((task) => task.taskTypeContext === context);
    case 'SupplierType':
      return db.suppliers.all().some((supplier) => supplier.supplierTypeContext === context);
    default:
      return db.resources.all().some((resource) => resource.resourceTypeContext === context);
  }
}

async function kind(name: string, token: string) {
  return picklistResponseSchema.parse(await (await get(query(endpoints.picklist.getByKind, { kind: name }), token)).json());
}

describe('picklist editing (PICKLIST_C, PICKLIST_U, PICKLIST_D)', () => {
  it('adds, renames, moves and removes a job tag; tech may not', async () => {
    const { office, tech } = await tokens();
    expect((await post(endpoints.picklist.create, { kind: 'JobTag', text: 'Rental' }, tech)).status).toBe(403);
    const created = picklistItemSchema.parse(await (await post(endpoints.picklist.create, { kind: 'JobTag', text: ' Rental ' }, office)).json());
    expect(created).toMatchObject({ text: 'Rental', active: true });
    expect((await kind('JobTag', office)).at(-1)?.text).toBe('Rental');
    const duplicate = await post(endpoints.picklist.create, { kind: 'JobTag', text: 'rental' }, office);
    expect(await duplicate.json()).toEqual([picklistEditMessages.duplicate('rental')]);
    const moved = await post(endpoints.picklist.update, { context: created.context, text: 'Rental Property', active: true, order: 1 }, office);
    expect(picklistItemSchema.parse(await moved.json())).toMatchObject({ text: 'Rental Property', order: 1 });
    expect((await kind('JobTag', office)).map((item) => item.order)).toEqual([1, 2, 3, 4, 5, 6]);
    expect((await remove(query(endpoints.picklist.delete, { context: created.context }), tech)).status).toBe(403);
    expect((await remove(query(endpoints.picklist.delete, { context: created.context }), office)).status).toBe(200);
    expect((await kind('JobTag', office)).some((item) => item.text === 'Rental Property')).toBe(false);
  });

  it('takes a deleted tag off the jobs that carry it, and refuses to delete a job type in use', async () => {
    const { office } = await tokens();
    const tag = picklist('JobTag', 'Follow Up');
    const tagged = getDb().jobs.all().filter((job) => job.tagContexts.includes(tag));
    expect(tagged.length).toBeGreaterThan(0);
    expect((await remove(query(endpoints.picklist.delete, { context: tag }), office)).status).toBe(200);
    expect(getDb().jobs.all().some((job) => job.tagContexts.includes(tag))).toBe(false);
    const used = await remove(query(endpoints.picklist.delete, { context: picklist('JobType', 'Repair') }), office);
    expect(used.status).toBe(422);
    expect(await used.text()).toBe(picklistEditMessages.inUse);
    // People are the staff, not a list of words: never edited here.
    const otherKind = await post(endpoints.picklist.create, { kind: 'Personnel', text: 'Radio' }, office);
    expect(await otherKind.json()).toEqual([picklistEditMessages.kindInvalid]);
  });

  it('edits the intake, ad, task, supplier and resource kinds too, refusing to delete a value in use by naming what uses it', async () => {
    const { office } = await tokens();
    for (const [kindName, records] of [
      ['IntakeType', 'intake records'],
      ['IntakeSource', 'intake records'],
      ['AdSource', 'intake records'],
      ['TaskType', 'tasks'],
      ['SupplierType', 'suppliers'],
      ['ResourceType', 'resources'],
    ] as const) {
      const created = picklistItemSchema.parse(await (await post(endpoints.picklist.create, { kind: kindName, text: `New ${kindName}` }, office)).json());
      expect((await kind(kindName, office)).at(-1)).toMatchObject({ text: `New ${kindName}`, active: true });
      const renamed = await post(endpoints.picklist.update, { context: created.context, text: `Renamed ${kindName}`, active: false, order: 1 }, office);
      expect(picklistItemSchema.parse(await renamed.json())).toMatchObject({ text: `Renamed ${kindName}`, active: false, order: 1 });
      expect((await remove(query(endpoints.picklist.delete, { context: created.context }), office)).status).toBe(200);
      // A seeded value that records use is protected.
      const inUse = (await kind(kindName, office)).find((item) => isUsed(kindName, item.context));
      expect(inUse, `a ${kindName} value in use`).toBeDefined();
      const refused = await remove(query(endpoints.picklist.delete, { context: inUse!.context }), office);
      expect(refused.status).toBe(422);
      expect(await refused.text()).toBe(picklistEditMessages.inUseBy(records));
    }
  });

  it('adds a payment term with its days and moves the default to it', async () => {
    const { office } = await tokens();
    expect(await (await post(endpoints.picklist.create, { kind: 'PaymentTerm', text: 'Net 45' }, office)).json()).toEqual([picklistEditMessages.daysRequired]);
    const created = picklistItemSchema.parse(await (await post(endpoints.picklist.create, { kind: 'PaymentTerm', text: 'Net 45', dueDays: 45, isDefault: true }, office)).json());
    const terms = paymentTermListSchema.parse(await (await get(endpoints.paymentTerm.getAll, office)).json());
    expect(terms.filter((term) => term.isDefault)).toEqual([{ context: created.context, description: 'Net 45', days: 45, isDefault: true, active: true }]);
    const job = await createJob(newJobRequest(), office);
    expect(job.paymentTerm).toMatchObject({ description: 'Net 45', days: 45 });
    const inactive = await post(endpoints.picklist.update, { context: created.context, text: 'Net 45', active: false }, office);
    expect(await inactive.json()).toEqual([picklistEditMessages.defaultInactive]);
  });
});

describe('discount, tax override and payment term catalogues', () => {
  it('lists the seeded entries with their formatted descriptions', async () => {
    const { office, tech } = await tokens();
    const discounts = discountListSchema.parse(await (await get(endpoints.discount.getAll, tech)).json());
    expect(discounts.find((item) => item.description === 'Senior Discount')?.formattedDescription).toBe('Senior Discount (10% OFF)');
    expect(discounts.find((item) => item.description === 'Repeat Customer')?.formattedDescription).toBe('Repeat Customer ($25 OFF)');
    const overrides = taxOverrideListSchema.parse(await (await get(endpoints.taxOverride.getAll, office)).json());
    expect(overrides.map((item) => item.formattedDescription)).toContain('Tax Exempt - School District 0%');
    const terms = paymentTermListSchema.parse(await (await get(endpoints.paymentTerm.getAll, office)).json());
    expect(terms.map((term) => [term.description, term.days])).toEqual([
      ['Due on Receipt', 0],
      ['Net 15', 15],
      ['Net 30', 30],
    ]);
  });

  it('adds an entry once, refuses a percentage over 100, and refuses to remove an entry a job uses', async () => {
    const { office, tech } = await tokens();
    const body = { description: 'Winter special', discountType: 'Amount', value: 75 };
    const first = await (await post(endpoints.discount.create, body, office)).json();
    const second = await (await post(endpoints.discount.create, body, office)).json();
    expect(second.context).toBe(first.context);
    const tooMuch = await post(endpoints.discount.create, { ...body, discountType: 'Percentage', value: 150 }, office);
    expect(await tooMuch.json()).toEqual(['Percentage cannot be greater than 100.']);
    const job = await createJob(newJobRequest({ discount: { description: 'Winter special', discountType: 'Amount', value: 75 } }), office);
    expect((await remove(query(endpoints.discount.delete, { context: first.context }), tech)).status).toBe(403);
    const refused = await remove(query(endpoints.discount.delete, { context: first.context }), office);
    expect(refused.status).toBe(422);
    expect(await refused.text()).toBe('This discount is used by jobs or customers and cannot be deleted.');
    expect((await getJob(job.context, office)).discount?.formattedDescription).toBe('Winter special ($75 OFF)');
    const unused = await (await post(endpoints.discount.create, { ...body, description: 'Unused special' }, office)).json();
    expect((await remove(query(endpoints.discount.delete, { context: unused.context }), office)).status).toBe(200);
  });
});

describe('job images and files', () => {
  it('uploads an image and a file to a job, lists them, and deletes them', async () => {
    const { office, tech } = await tokens();
    const job = await createJob(newJobRequest(), office);
    const png = btoa('\x89PNG\r\n\x1a\nfake');
    const image = await post(endpoints.jobStorage.upload, { jobContext: job.context, kind: 'image', name: 'before.png', contentType: 'image/png', data: png }, tech);
    expect(image.status).toBe(200);
    const file = await post(endpoints.jobStorage.upload, { jobContext: job.context, kind: 'file', name: 'permit.pdf', contentType: 'application/pdf', data: btoa('%PDF-1.4') }, office);
    expect(file.status).toBe(200);
    const wrongType = await post(endpoints.jobStorage.upload, { jobContext: job.context, kind: 'image', name: 'scan.gif', contentType: 'image/gif', data: png }, office);
    expect(await wrongType.json()).toEqual([jobStorageMessages.imageType]);
    const listed = jobStorageResponseSchema.parse(await (await get(query(endpoints.jobStorage.getAllByJobContext, { context: job.context }), office)).json());
    expect(listed.images.map((item) => item.name)).toEqual(['before.png']);
    expect(listed.files.map((item) => item.name)).toEqual(['permit.pdf']);
    expect((await getJob(job.context, office)).images).toHaveLength(1);
    const imageContext = listed.images[0]!.context;
    expect((await remove(query(endpoints.jobStorage.delete, { context: imageContext, jobContext: job.context }), office)).status).toBe(200);
    expect(getDb().storageItems.has(imageContext)).toBe(false);
  });

  it('takes photos up to 5 MB and refuses larger ones', async () => {
    const { office } = await tokens();
    const job = await createJob(newJobRequest(), office);
    const photo = (megabytes: number) => ({ jobContext: job.context, kind: 'image', name: 'site.jpg', contentType: 'image/jpeg', data: 'A'.repeat(Math.ceil((megabytes * 1024 * 1024 * 4) / 3)) });
    expect((await post(endpoints.jobStorage.upload, photo(4), office)).status).toBe(200);
    const large = await post(endpoints.jobStorage.upload, photo(6), office);
    expect(await large.json()).toEqual([jobStorageMessages.imageTooLarge]);
  });
});
