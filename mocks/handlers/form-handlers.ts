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
import { formOwnerKey, type MockDb } from '../db/mock-store';
import { getDb } from '../db/store';
import type { MockUser } from '../db/types';
import { compareKeys, compareText } from '../lib/text-order';
import { conflictError, notFound, ok, requirePermission, validationError } from './handler-utils';
import { issueMessages, route } from './route';

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

/** True when the owner record exists. */
function ownerExists(db: MockDb, kind: FormOwnerKind, context: string): boolean {
  switch (kind) {
    case 'Intake':
      return db.intakes.has(context);
    case 'Job':
      return db.jobs.has(context);
    case 'Resource':
      return db.resources.has(context);
  }
}

function userName(user: MockUser): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/** A form as every FormInstance call answers it (My Day's visits embed it too). */
export function formInstanceView(instance: FormInstance): FormInstance {
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
  for (const instance of db.formInstances.where('owner', formOwnerKey(ownerKind, ownerContext))) db.formInstances.remove(instance.context);
}

/** Active templates by name; any signed-in user may list them. */
const getAllTemplates = route('get', endpoints.formTemplate.getAll, { allow: 'signed-in' }, () =>
  getDb()
    .formTemplates.all()
    .filter((template) => template.active)
    .sort((a, b) => compareText(a.name, b.name))
    .map(templateView),
);

/** The owner's forms in the order they were added. */
const getAllByOwner = route('get', endpoints.formInstance.getAllByOwner, { allow: 'signed-in' }, ({ user, query }) => {
  const ownerKind = query.get('ownerKind')?.trim() ?? '';
  const ownerContext = query.get('ownerContext')?.trim() ?? '';
  if (!isOwnerKind(ownerKind)) return validationError([formMessages.ownerKindInvalid]);
  if (!ownerContext) return validationError([formMessages.ownerRequired]);
  const denied = requirePermission(user, ownerPermissions[ownerKind].read);
  if (denied) return denied;
  const db = getDb();
  if (!ownerExists(db, ownerKind, ownerContext)) return notFound(FORM_OWNER_NOT_FOUND_TEXT[ownerKind]);
  return db.formInstances
    .where('owner', formOwnerKey(ownerKind, ownerContext))
    .sort((a, b) => compareKeys(a.dateCreated, b.dateCreated) || compareKeys(a.context, b.context))
    .map(formInstanceView);
});

const getByContext = route('get', endpoints.formInstance.get, { allow: 'signed-in', context: formMessages.contextRequired }, ({ user, context }) => {
  const instance = getDb().formInstances.get(context);
  if (!instance) return notFound(FORM_NOT_FOUND_TEXT);
  return requirePermission(user, ownerPermissions[instance.ownerKind].read) ?? formInstanceView(instance);
});

/** Adds an unanswered form from an active template to an intake, job or resource. */
const create = route(
  'post',
  endpoints.formInstance.create,
  { allow: 'signed-in', body: formInstanceCreateRequestSchema, messages: issueMessages },
  ({ user, body }) => {
    const denied = requirePermission(user, ownerPermissions[body.ownerKind].update);
    if (denied) return denied;
    const db = getDb();
    if (!ownerExists(db, body.ownerKind, body.ownerContext)) return notFound(FORM_OWNER_NOT_FOUND_TEXT[body.ownerKind]);
    const template = db.formTemplates.get(body.templateContext);
    if (!template?.active) return validationError([formMessages.templateRequired]);
    const now = new Date().toISOString();
    const fields = templateView(template).fields;
    const instance = db.formInstances.insert({
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
    });
    return formInstanceView(instance);
  },
);

/** Saves every answer: checked against the form's fields (400), at the version it was loaded (409). */
const update = route(
  'post',
  endpoints.formInstance.update,
  { allow: 'signed-in', body: formInstanceUpdateRequestSchema, messages: issueMessages },
  ({ user, body }) => {
    const db = getDb();
    const existing = db.formInstances.get(body.context);
    if (!existing) return notFound(FORM_NOT_FOUND_TEXT);
    const denied = requirePermission(user, ownerPermissions[existing.ownerKind].update);
    if (denied) return denied;
    if (existing.version !== body.version) return conflictError(FORM_CONFLICT_TEXT);
    const messages = formValueMessages(existing.fields, body.values);
    if (messages.length > 0) return validationError(messages);
    const saved = db.formInstances.put({
      ...existing,
      values: normalizeFormValues(existing.fields, body.values),
      dateModified: new Date().toISOString(),
      modifiedByName: userName(user),
      version: existing.version + 1,
    });
    return formInstanceView(saved);
  },
);

const remove = route('delete', endpoints.formInstance.delete, { allow: 'signed-in', context: formMessages.contextRequired }, ({ user, context }) => {
  const db = getDb();
  const existing = db.formInstances.get(context);
  if (!existing) return notFound(FORM_NOT_FOUND_TEXT);
  const denied = requirePermission(user, ownerPermissions[existing.ownerKind].update);
  if (denied) return denied;
  db.formInstances.remove(context);
  return ok();
});

/** Mock handlers for form templates and the forms filled on intake, jobs and resources. */
export const formHandlers = [getAllTemplates, getAllByOwner, getByContext, create, update, remove];
