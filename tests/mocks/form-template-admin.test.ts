// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../src/config/endpoints';
import { formTemplateListItemSchema, formTemplateRecordSchema, type FormTemplateInput } from '../../src/lib/schemas/form-template-admin-schemas';
import { searchResponseSchema } from '../../src/lib/schemas/common-schemas';
import { formTemplateContext } from '../../mocks/db/seed-forms';
import { getDb } from '../../mocks/db/store';
import { get, post } from './mock-api';
import { query, remove, tokens } from './job-fixtures';
import { useMockServer } from './mock-api';

useMockServer();

const inspection: FormTemplateInput = {
  name: '  Roof Inspection ',
  description: 'Before any roof work.',
  active: true,
  fields: [
    { key: '', label: 'Roof type', fieldType: 'Select', required: true, options: ['Shingle', ' Metal '], multiline: false, hint: '' },
    { key: '', label: 'Notes', fieldType: 'Text', required: false, options: ['stray'], multiline: true, hint: 'Anything odd.' },
    { key: '', label: 'Customer signature', fieldType: 'Signature', required: true, options: [], multiline: true, hint: '' },
  ],
};

const listSchema = searchResponseSchema(formTemplateListItemSchema);
const searchBody = { searchTerm: '', sort: { by: 'Name', direction: 'ASC' }, pageNumber: 0, pageSize: 25, active: null };

describe('form template administration (ADMINISTRATOR)', () => {
  it('lists every template with its field count and use, and refuses users who are not administrators', async () => {
    const { admin, office } = await tokens();
    expect((await post(endpoints.formTemplate.search, searchBody, office)).status).toBe(403);
    const answer = listSchema.parse(await (await post(endpoints.formTemplate.search, searchBody, admin)).json());
    const templates = getDb().formTemplates.all();
    expect(answer.totalCount).toBe(templates.length);
    const survey = answer.results.find((row) => row.context === formTemplateContext('site-survey'));
    expect(survey?.fieldCount).toBe(getDb().formTemplates.get(formTemplateContext('site-survey'))?.fields.length);
    expect(survey?.usedByCount).toBe(getDb().formInstances.all().filter((form) => form.templateContext === formTemplateContext('site-survey')).length);
    const inactive = listSchema.parse(await (await post(endpoints.formTemplate.search, { ...searchBody, active: false }, admin)).json());
    expect(inactive.results.every((row) => !row.active)).toBe(true);
    expect(inactive.results.length).toBeGreaterThan(0);
  });

  it('creates a template with keys for new fields, trimmed texts and options only where they belong', async () => {
    const { admin } = await tokens();
    const created = formTemplateRecordSchema.parse(await (await post(endpoints.formTemplate.create, inspection, admin)).json());
    expect(created.name).toBe('Roof Inspection');
    expect(created.version).toBe(1);
    expect(created.fields.map((field) => field.key).every((key) => key !== '')).toBe(true);
    expect(new Set(created.fields.map((field) => field.key)).size).toBe(3);
    expect(created.fields[0]?.options).toEqual(['Shingle', 'Metal']);
    expect(created.fields[1]).toMatchObject({ options: [], multiline: true });
    expect(created.fields[2]).toMatchObject({ multiline: false });
    const read = formTemplateRecordSchema.parse(await (await get(query(endpoints.formTemplate.get, { context: created.context }), admin)).json());
    expect(read).toEqual(created);
    // Active, it is offered when adding a form.
    const offered = (await (await get(endpoints.formTemplate.getAll, admin)).json()) as { name: string }[];
    expect(offered.map((template) => template.name)).toContain('Roof Inspection');
  });

  it('validates the name, the fields, labels and options on the server', async () => {
    const { admin } = await tokens();
    const answer = await post(
      endpoints.formTemplate.create,
      { ...inspection, name: ' ', fields: [] },
      admin,
    );
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual(['Name is required.', 'Add at least one field.']);
    const fields = await post(
      endpoints.formTemplate.create,
      {
        ...inspection,
        name: 'x'.repeat(101),
        fields: [
          { ...inspection.fields[0], label: '', options: ['A', 'a '] },
          { ...inspection.fields[0], label: 'Checks', fieldType: 'Checklist', options: [] },
        ],
      },
      admin,
    );
    expect(await fields.json()).toEqual([
      'Name cannot be more than 100 characters.',
      'Label is required.',
      'Options must be different from each other.',
      'Add at least one option.',
    ]);
  });

  it('updates at the version read and answers 409 on a stale version', async () => {
    const { admin } = await tokens();
    const created = formTemplateRecordSchema.parse(await (await post(endpoints.formTemplate.create, inspection, admin)).json());
    const moved = [created.fields[2]!, created.fields[0]!, created.fields[1]!];
    const saved = formTemplateRecordSchema.parse(
      await (await post(endpoints.formTemplate.update, { ...inspection, fields: moved, context: created.context, version: created.version, active: false }, admin)).json(),
    );
    expect(saved.version).toBe(2);
    expect(saved.active).toBe(false);
    expect(saved.fields.map((field) => field.key)).toEqual(moved.map((field) => field.key));
    const stale = await post(endpoints.formTemplate.update, { ...inspection, context: created.context, version: created.version }, admin);
    expect(stale.status).toBe(409);
    expect(await stale.text()).toBe('This form template was changed by someone else. Reload it to see the changes.');
    const offered = (await (await get(endpoints.formTemplate.getAll, admin)).json()) as { name: string }[];
    expect(offered.map((template) => template.name)).not.toContain('Roof Inspection');
  });

  it('makes a template inactive and active again', async () => {
    const { admin, office } = await tokens();
    const context = formTemplateContext('site-survey');
    expect((await post(endpoints.formTemplate.setActive, { context, active: false }, office)).status).toBe(403);
    const inactive = formTemplateRecordSchema.parse(await (await post(endpoints.formTemplate.setActive, { context, active: false }, admin)).json());
    expect(inactive.active).toBe(false);
    expect(getDb().formTemplates.get(context)?.active).toBe(false);
    const active = formTemplateRecordSchema.parse(await (await post(endpoints.formTemplate.setActive, { context, active: true }, admin)).json());
    expect(active.active).toBe(true);
  });

  it('deletes an unused template and refuses one that filled forms use', async () => {
    const { admin } = await tokens();
    const used = getDb().formInstances.all()[0]!.templateContext;
    const refused = await remove(query(endpoints.formTemplate.delete, { context: used }), admin);
    expect(refused.status).toBe(422);
    expect(await refused.text()).toBe('This form template is used by filled forms and cannot be deleted. Make it inactive instead.');
    const created = formTemplateRecordSchema.parse(await (await post(endpoints.formTemplate.create, inspection, admin)).json());
    expect((await remove(query(endpoints.formTemplate.delete, { context: created.context }), admin)).status).toBe(200);
    expect((await get(query(endpoints.formTemplate.get, { context: created.context }), admin)).status).toBe(404);
  });
});
