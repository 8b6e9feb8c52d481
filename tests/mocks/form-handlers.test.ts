// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  formInstanceSchema,
  formMessages,
  formTemplateSchema,
  formFieldTypes,
  formValueMessages,
  isPngDataUrl,
  SIGNATURE_DATA_URL_PREFIX,
  SIGNATURE_MAX_LENGTH,
  type FormValues,
} from '../../src/lib/schemas/form-schemas';
import { seededUuid } from '../../mocks/db/ids';
import { createSeed, seededUsernames } from '../../mocks/db/seed';
import { formTemplateContext, signaturePng } from '../../mocks/db/seed-forms';
import { getDb } from '../../mocks/db/store';
import { FORM_CONFLICT_TEXT } from '../../mocks/handlers/form-handlers';
import { API, get, post, signIn, useMockServer } from './mock-api';

useMockServer();

const siteSurvey = formTemplateContext('site-survey');

function del(path: string, token: string): Promise<Response> {
  return fetch(`${API}${path}`, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });
}

function ownerQuery(ownerKind: string, ownerContext: string): string {
  return `FormInstance/GetAllByOwner?ownerKind=${ownerKind}&ownerContext=${ownerContext}`;
}

/** An intake without seeded forms, and one with them. */
function intakes() {
  const db = getDb();
  const withForms = new Set(db.formInstances.all().filter((instance) => instance.ownerKind === 'Intake').map((instance) => instance.ownerContext));
  const plain = db.intakes.all().find((intake) => !withForms.has(intake.context))!;
  const filled = db.formInstances.all().find((instance) => instance.ownerKind === 'Intake' && instance.version > 1)!;
  return { plain, filled };
}

function surveyAnswers(overrides: Partial<FormValues> = {}): FormValues {
  return {
    siteContact: '  Pat Morales ',
    surveyDate: '2026-03-04',
    propertyType: 'Commercial',
    squareFeet: 1200.5,
    yearBuilt: null,
    areasInspected: ['Roof', 'Attic'],
    panelCapacity: null,
    hazards: false,
    accessNotes: '  Gate code 1234.\nPark on the street. ',
    customerSignature: signaturePng('Pat Morales'),
    ...overrides,
  };
}

async function createSurvey(token: string, ownerContext: string) {
  const response = await post('FormInstance/Create', { templateContext: siteSurvey, ownerKind: 'Intake', ownerContext }, token);
  expect(response.status).toBe(200);
  return formInstanceSchema.parse(await response.json());
}

describe('FormTemplate/GetAll', () => {
  it('answers the active templates by name, each with every field type', async () => {
    const { accessToken } = await signIn(seededUsernames.tech);
    const response = await get('FormTemplate/GetAll', accessToken);
    expect(response.status).toBe(200);
    const templates = z.array(formTemplateSchema).parse(await response.json());
    const names = templates.map((template) => template.name);
    expect(names).toEqual(['Customer Sign-Off', 'HVAC Inspection', 'Plumbing Inspection', 'Site Survey']);
    expect(getDb().formTemplates.all().some((template) => !template.active)).toBe(true);
    for (const template of templates) {
      expect(new Set(template.fields.map((field) => field.fieldType))).toEqual(new Set(formFieldTypes));
      expect(template.fields.some((field) => field.required)).toBe(true);
    }
  });

  it('needs a signed-in user', async () => {
    expect((await get('FormTemplate/GetAll')).status).toBe(401);
  });
});

describe('FormInstance/GetAllByOwner and GetByContext', () => {
  it("lists an intake's forms with their fields and answers, for readers of intake", async () => {
    const { filled } = intakes();
    const { accessToken } = await signIn(seededUsernames.tech);
    const response = await get(ownerQuery('Intake', filled.ownerContext), accessToken);
    expect(response.status).toBe(200);
    const list = z.array(formInstanceSchema).parse(await response.json());
    const found = list.find((instance) => instance.context === filled.context)!;
    expect(found.fields.length).toBeGreaterThan(0);
    expect(found.values).toEqual(filled.values);

    const one = await get(`FormInstance/GetByContext?context=${filled.context}`, accessToken);
    expect(one.status).toBe(200);
    expect(formInstanceSchema.parse(await one.json()).version).toBe(filled.version);
  });

  it('answers 404 for an unknown owner or form and 400 for a bad owner kind', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    expect((await get(ownerQuery('Intake', seededUuid('intake:none')), accessToken)).status).toBe(404);
    expect((await get(ownerQuery('Job', seededUuid('job:none')), accessToken)).status).toBe(404);
    expect((await get(ownerQuery('Resource', seededUuid('resource:none')), accessToken)).status).toBe(404);
    expect((await get(`FormInstance/GetByContext?context=${seededUuid('form-instance:none')}`, accessToken)).status).toBe(404);
    const bad = await get(ownerQuery('Customer', seededUuid('intake:1')), accessToken);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual([formMessages.ownerKindInvalid]);
  });

  it('knows the resources images are linked to, and needs RES_R for them', async () => {
    const office = await signIn(seededUsernames.office);
    const van = seededUuid('resource:van-12');
    const response = await get(ownerQuery('Resource', van), office.accessToken);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
    const tech = await signIn(seededUsernames.tech);
    expect((await get(ownerQuery('Resource', van), tech.accessToken)).status).toBe(200);
  });
});

describe('FormInstance/Create', () => {
  it('adds an unanswered form from an active template, made by the signed-in user', async () => {
    const { plain } = intakes();
    const { accessToken } = await signIn(seededUsernames.office);
    const created = await createSurvey(accessToken, plain.context);
    expect(created).toMatchObject({ name: 'Site Survey', ownerKind: 'Intake', ownerContext: plain.context, version: 1, createdByName: 'Olivia Office' });
    expect(created.values.areasInspected).toEqual([]);
    expect(created.values.siteContact).toBeNull();
    const list = z.array(formInstanceSchema).parse(await (await get(ownerQuery('Intake', plain.context), accessToken)).json());
    expect(list.map((instance) => instance.context)).toEqual([created.context]);
  });

  it("needs the owner's update permission: tech may add to a job but not to intake", async () => {
    const { plain } = intakes();
    const { accessToken } = await signIn(seededUsernames.tech);
    const denied = await post('FormInstance/Create', { templateContext: siteSurvey, ownerKind: 'Intake', ownerContext: plain.context }, accessToken);
    expect(denied.status).toBe(403);
    const job = getDb().jobs.all()[0]!;
    const allowed = await post('FormInstance/Create', { templateContext: formTemplateContext('hvac-inspection'), ownerKind: 'Job', ownerContext: job.context }, accessToken);
    expect(allowed.status).toBe(200);
    expect(formInstanceSchema.parse(await allowed.json()).createdByName).toBe('Theo Tech');
  });

  it('refuses a retired or unknown template and an unknown owner', async () => {
    const { plain } = intakes();
    const { accessToken } = await signIn(seededUsernames.office);
    const retired = await post('FormInstance/Create', { templateContext: formTemplateContext('ladder-safety'), ownerKind: 'Intake', ownerContext: plain.context }, accessToken);
    expect(retired.status).toBe(400);
    expect(await retired.json()).toEqual([formMessages.templateRequired]);
    const blank = await post('FormInstance/Create', { templateContext: '', ownerKind: 'Intake', ownerContext: plain.context }, accessToken);
    expect(await blank.json()).toEqual([formMessages.templateRequired]);
    const unknown = await post('FormInstance/Create', { templateContext: siteSurvey, ownerKind: 'Intake', ownerContext: seededUuid('intake:none') }, accessToken);
    expect(unknown.status).toBe(404);
  });
});

describe('FormInstance/Update', () => {
  it('saves normalised answers with the next version and who saved them', async () => {
    const { plain } = intakes();
    const { accessToken } = await signIn(seededUsernames.office);
    const created = await createSurvey(accessToken, plain.context);
    const response = await post('FormInstance/Update', { context: created.context, version: 1, values: surveyAnswers() }, accessToken);
    expect(response.status).toBe(200);
    const saved = formInstanceSchema.parse(await response.json());
    expect(saved.version).toBe(2);
    expect(saved.modifiedByName).toBe('Olivia Office');
    expect(saved.values).toMatchObject({
      siteContact: 'Pat Morales',
      areasInspected: ['Attic', 'Roof'],
      accessNotes: 'Gate code 1234.\nPark on the street.',
      squareFeet: 1200.5,
      yearBuilt: null,
      hazards: false,
    });
    expect(getDb().formInstances.all().find((instance) => instance.context === created.context)?.version).toBe(2);
  });

  it('answers 409 for a stale version and saves nothing', async () => {
    const { filled } = intakes();
    const { accessToken } = await signIn(seededUsernames.office);
    const response = await post('FormInstance/Update', { context: filled.context, version: filled.version - 1, values: {} }, accessToken);
    expect(response.status).toBe(409);
    expect(await response.text()).toBe(FORM_CONFLICT_TEXT);
    expect(getDb().formInstances.all().find((instance) => instance.context === filled.context)?.version).toBe(filled.version);
  });

  it("checks every answer against the form's fields (400 with every message)", async () => {
    const { plain } = intakes();
    const { accessToken } = await signIn(seededUsernames.office);
    const created = await createSurvey(accessToken, plain.context);
    const values = surveyAnswers({
      siteContact: '   ',
      surveyDate: '2026-02-30',
      propertyType: 'Castle',
      squareFeet: 'big' as unknown as number,
      areasInspected: ['Attic', 'Boiler room'],
      hazards: 'maybe' as unknown as boolean,
      customerSignature: null,
      colour: 'blue',
    });
    const response = await post('FormInstance/Update', { context: created.context, version: 1, values }, accessToken);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual([
      formMessages.required('Site contact'),
      formMessages.invalidDate('Survey date'),
      formMessages.unknownOption('Property type'),
      formMessages.notANumber('Conditioned area (sq ft)'),
      formMessages.unknownChecklistItem('Areas inspected', 'Boiler room'),
      formMessages.notYesNo('Hazards found (asbestos, mold, knob-and-tube wiring)'),
      formMessages.required('Customer signature'),
      formMessages.unknownField('colour'),
    ]);
  });

  it('limits a signature to a PNG data URL of 200 kB', async () => {
    const { plain } = intakes();
    const { accessToken } = await signIn(seededUsernames.office);
    const created = await createSurvey(accessToken, plain.context);
    const huge = SIGNATURE_DATA_URL_PREFIX + 'A'.repeat(SIGNATURE_MAX_LENGTH);
    const tooLarge = await post('FormInstance/Update', { context: created.context, version: 1, values: surveyAnswers({ customerSignature: huge }) }, accessToken);
    expect(await tooLarge.json()).toEqual([formMessages.signatureTooLarge('Customer signature')]);
    const notPng = await post('FormInstance/Update', { context: created.context, version: 1, values: surveyAnswers({ customerSignature: 'data:image/svg+xml,<svg/>' }) }, accessToken);
    expect(await notPng.json()).toEqual([formMessages.invalidSignature('Customer signature')]);
  });

  it('needs INTAKE_U for an intake form', async () => {
    const { filled } = intakes();
    const { accessToken } = await signIn(seededUsernames.tech);
    const response = await post('FormInstance/Update', { context: filled.context, version: filled.version, values: filled.values }, accessToken);
    expect(response.status).toBe(403);
  });
});

describe('FormInstance/Delete', () => {
  it('deletes a form for users who may update its owner', async () => {
    const { filled } = intakes();
    const tech = await signIn(seededUsernames.tech);
    expect((await del(`FormInstance/Delete?context=${filled.context}`, tech.accessToken)).status).toBe(403);
    const office = await signIn(seededUsernames.office);
    expect((await del(`FormInstance/Delete?context=${filled.context}`, office.accessToken)).status).toBe(200);
    expect(getDb().formInstances.all().some((instance) => instance.context === filled.context)).toBe(false);
    expect((await del(`FormInstance/Delete?context=${filled.context}`, office.accessToken)).status).toBe(404);
    expect((await del('FormInstance/Delete?context=', office.accessToken)).status).toBe(400);
  });
});

describe.each(['2026-03-04T15:20:00Z', '2026-01-01T00:00:30Z'])('the seeded forms at %s', (moment) => {
  const now = new Date(moment);
  const db = createSeed(now);

  it('fills forms on intake and jobs that exist, with answers the server accepts', () => {
    const owners = new Map([...db.intakes.map((intake) => [intake.context, intake.dateTime] as const), ...db.jobs.map((job) => [job.context, job.dateTime] as const)]);
    expect(db.formInstances.filter((instance) => instance.ownerKind === 'Intake').length).toBeGreaterThanOrEqual(2);
    expect(db.formInstances.filter((instance) => instance.ownerKind === 'Job').length).toBeGreaterThanOrEqual(2);
    expect(new Set(db.formInstances.map((instance) => instance.context)).size).toBe(db.formInstances.length);
    for (const instance of db.formInstances) {
      const ownerDate = owners.get(instance.ownerContext);
      expect(ownerDate).toBeDefined();
      expect(Date.parse(instance.dateCreated)).toBeGreaterThanOrEqual(Date.parse(ownerDate!));
      expect(Date.parse(instance.dateModified)).toBeGreaterThanOrEqual(Date.parse(instance.dateCreated));
      expect(Date.parse(instance.dateModified)).toBeLessThanOrEqual(now.getTime());
      if (instance.version > 1) expect(formValueMessages(instance.fields, instance.values)).toEqual([]);
      expect(Object.keys(instance.values).sort()).toEqual(instance.fields.map((field) => field.key).sort());
    }
    const signed = db.formInstances.flatMap((instance) => instance.fields.filter((field) => field.fieldType === 'Signature').map((field) => instance.values[field.key]));
    expect(signed.some((value) => typeof value === 'string' && isPngDataUrl(value))).toBe(true);
  });

  it('is the same every time', () => {
    expect(createSeed(now).formInstances).toEqual(db.formInstances);
  });
});
