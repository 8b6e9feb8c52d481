import { http, HttpResponse } from 'msw';
import type { z } from 'zod';
import { endpoints } from '../../src/config/endpoints';
import {
  formInstanceCreateRequestSchema,
  formInstanceUpdateRequestSchema,
  formMessages,
  formOwnerKinds,
  formValueMessages,
  normalizeFormValues,
  emptyFormValues,
} from '../../src/lib/schemas/form-schemas';
import type { FormInstance, FormOwnerKind, FormTemplate } from '../db/form-types';
import { randomUuid } from '../db/ids';
import { getDb, updateDb } from '../db/store';
import type { MockDb, MockUser } from '../db/types';
import { apiPath, conflictError, notFound, ok, readJson, requirePermission, requireUser, validationError } from './handler-utils';

/** The JSON body parsed with `schema`, or a 400 listing the schema's own messages. */
async function parseFormBody<T extends z.ZodType>(request: Request, schema: T): Promise<z.infer<T> | Response> {
  const parsed = schema.safeParse(await readJson(request));
  return parsed.success ? parsed.data : validationError([...new Set(parsed.error.issues.map((issue) => issue.message))]);
}

export const FORM_NOT_FOUND_TEXT = 'Form not found';
export const FORM_OWNER_NOT_FOUND_TEXT = {
  Intake: 'Intake not found',
  Job: 'Job not found',
  Resource: 'Resource not found',
} as const satisfies Record<FormOwnerKind, string>;
export const FORM_CONFLICT_TEXT =
  'This form was changed by someone else after you opened it. Your answers are still on the screen; reload the form to see the latest version before saving again.';

/** Read and update permissions of each owner: a form is part of its intake, job or resource. */
const ownerPermissions: Record<FormOwnerKind, { read: string; update: string }> = {
  Intake: { read: 'INTAKE_R', update: 'INTAKE_U' },
  Job: { read: 'JOB_R', update: 'JOB_U' },
  Resource: { read: 'RES_R', update: 'RES_U' },
};

/**
 * True when the owner record exists. Resources have no table in the mock yet: the ones that do exist
 * are those images and files are linked to (until a `resources` collection arrives).
 */
function ownerExists(db: MockDb, kind: FormOwnerKind, context: string): boolean {
  switch (kind) {
    case 'Intake':
      return db.intakes.some((intake) => intake.context === context);
    case 'Job':
      return db.jobs.some((job) => job.context === context);
    case 'Resource': {
      const resources = (db as Partial<Record<'resources', { context: string }[]>>).resources;
      if (Array.isArray(resources)) return resources.some((resource) => resource.context === context);
      return db.storageItems.some((item) => item.mappedType === 'Resources' && item.mappedEntities.some((entity) => entity.context === context));
    }
  }
}

function userName(user: MockUser): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

function view(instance: FormInstance): FormInstance {
  return {
    ...instance,
    fields: instance.fields.map((field) => ({ ...field, options: [...field.options] })),
    values: Object.fromEntries(Object.entries(instance.values).map(([key, value]) => [key, Array.isArray(value) ? [...value] : value])),
  };
}

function templateView(template: FormTemplate): FormTemplate {
  return { ...template, fields: template.fields.map((field) => ({ ...field, options: [...field.options] })) };
}

function isOwnerKind(value: string): value is FormOwnerKind {
  return (formOwnerKinds as readonly string[]).includes(value);
}

/** Removes every form of an owner (for the handlers that delete intake, jobs or resources). */
export function removeOwnerForms(db: MockDb, ownerKind: FormOwnerKind, ownerContext: string): void {
  db.formInstances = db.formInstances.filter((instance) => instance.ownerKind !== ownerKind || instance.ownerContext !== ownerContext);
}

/** Active templates by name; any signed-in user may list them. */
const getAllTemplates = http.get(apiPath(endpoints.formTemplate.getAll), ({ request }) => {
  const user = requireUser(request);
  if (user instanceof Response) return user;
  const templates = getDb()
    .formTemplates.filter((template) => template.active)
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }))
    .map(templateView);
  return HttpResponse.json(templates);
});

/** The owner's forms in the order they were added. */
const getAllByOwner = http.get(apiPath(endpoints.formInstance.getAllByOwner), ({ request }) => {
  const user = requireUser(request);
  if (user instanceof Response) return user;
  const params = new URL(request.url).searchParams;
  const ownerKind = params.get('ownerKind')?.trim() ?? '';
  const ownerContext = params.get('ownerContext')?.trim() ?? '';
  if (!isOwnerKind(ownerKind)) return validationError([formMessages.ownerKindInvalid]);
  if (!ownerContext) return validationError([formMessages.ownerRequired]);
  const denied = requirePermission(user, ownerPermissions[ownerKind].read);
  if (denied) return denied;
  const db = getDb();
  if (!ownerExists(db, ownerKind, ownerContext)) return notFound(FORM_OWNER_NOT_FOUND_TEXT[ownerKind]);
  const instances = db.formInstances
    .filter((instance) => instance.ownerKind === ownerKind && instance.ownerContext === ownerContext)
    .sort((a, b) => a.dateCreated.localeCompare(b.dateCreated) || a.context.localeCompare(b.context))
    .map(view);
  return HttpResponse.json(instances);
});

const getByContext = http.get(apiPath(endpoints.formInstance.get), ({ request }) => {
  const user = requireUser(request);
  if (user instanceof Response) return user;
  const context = new URL(request.url).searchParams.get('context')?.trim() ?? '';
  if (!context) return validationError([formMessages.contextRequired]);
  const instance = getDb().formInstances.find((candidate) => candidate.context === context);
  if (!instance) return notFound(FORM_NOT_FOUND_TEXT);
  const denied = requirePermission(user, ownerPermissions[instance.ownerKind].read);
  if (denied) return denied;
  return HttpResponse.json(view(instance));
});

/** Adds an unanswered form from an active template to an intake, job or resource. */
const create = http.post(apiPath(endpoints.formInstance.create), async ({ request }) => {
  const user = requireUser(request);
  if (user instanceof Response) return user;
  const body = await parseFormBody(request, formInstanceCreateRequestSchema);
  if (body instanceof Response) return body;
  const denied = requirePermission(user, ownerPermissions[body.ownerKind].update);
  if (denied) return denied;
  const db = getDb();
  if (!ownerExists(db, body.ownerKind, body.ownerContext)) return notFound(FORM_OWNER_NOT_FOUND_TEXT[body.ownerKind]);
  const template = db.formTemplates.find((candidate) => candidate.context === body.templateContext && candidate.active);
  if (!template) return validationError([formMessages.templateRequired]);
  const now = new Date().toISOString();
  const fields = templateView(template).fields;
  const instance: FormInstance = {
    context: randomUuid(),
    templateContext: template.context,
    name: template.name,
    fields,
    ownerKind: body.ownerKind,
    ownerContext: body.ownerContext,
    values: emptyFormValues(fields),
    dateCreated: now,
    dateModified: now,
    createdByName: userName(user),
    modifiedByName: userName(user),
    version: 1,
  };
  updateDb((draft) => {
    draft.formInstances.push(instance);
  });
  return HttpResponse.json(view(instance));
});

/** Saves every answer: checked against the form's fields (400), at the version it was loaded (409). */
const update = http.post(apiPath(endpoints.formInstance.update), async ({ request }) => {
  const user = requireUser(request);
  if (user instanceof Response) return user;
  const body = await parseFormBody(request, formInstanceUpdateRequestSchema);
  if (body instanceof Response) return body;
  const existing = getDb().formInstances.find((candidate) => candidate.context === body.context);
  if (!existing) return notFound(FORM_NOT_FOUND_TEXT);
  const denied = requirePermission(user, ownerPermissions[existing.ownerKind].update);
  if (denied) return denied;
  if (existing.version !== body.version) return conflictError(FORM_CONFLICT_TEXT);
  const messages = formValueMessages(existing.fields, body.values);
  if (messages.length > 0) return validationError(messages);
  const saved = updateDb(() => {
    Object.assign(existing, {
      values: normalizeFormValues(existing.fields, body.values),
      dateModified: new Date().toISOString(),
      modifiedByName: userName(user),
      version: existing.version + 1,
    });
    return existing;
  });
  return HttpResponse.json(view(saved));
});

const remove = http.delete(apiPath(endpoints.formInstance.delete), ({ request }) => {
  const user = requireUser(request);
  if (user instanceof Response) return user;
  const context = new URL(request.url).searchParams.get('context')?.trim() ?? '';
  if (!context) return validationError([formMessages.contextRequired]);
  const existing = getDb().formInstances.find((candidate) => candidate.context === context);
  if (!existing) return notFound(FORM_NOT_FOUND_TEXT);
  const denied = requirePermission(user, ownerPermissions[existing.ownerKind].update);
  if (denied) return denied;
  updateDb((db) => {
    db.formInstances = db.formInstances.filter((candidate) => candidate.context !== context);
  });
  return ok();
});

/** Mock handlers for form templates and the forms filled on intake, jobs and resources. */
export const formHandlers = [getAllTemplates, getAllByOwner, getByContext, create, update, remove];
