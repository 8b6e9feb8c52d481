import { endpoints } from '../../src/config/endpoints';
import {
  formTemplateInputSchema,
  formTemplateMessages,
  formTemplateSearchRequestSchema,
  formTemplateSetActiveRequestSchema,
  formTemplateSortFields,
  formTemplateUpdateRequestSchema,
  hasOptions,
  type FormTemplateFieldInput,
  type FormTemplateListItem,
  type FormTemplateRecord,
} from '../../src/lib/schemas/form-template-admin-schemas';
import type { FormTemplate, FormTemplateField } from '../db/form-types';
import { randomUuid } from '../db/ids';
import type { MockDb } from '../db/mock-store';
import { getDb } from '../db/store';
import { compareKeys, compareText } from '../lib/text-order';
import { clientError, conflictError, notFound, ok, validationError } from './handler-utils';
import { issueMessages, route } from './route';
import { page, searchTerm, unknownSortText, type SearchAnswer } from './search-utils';

/**
 * The administration of form templates (issue 19, ADMINISTRATOR only): list, read, add, change
 * (at the version read: 409), make active or inactive, and delete while no filled form uses it.
 * Filled forms keep the fields they were made with, so a change alters only forms added later.
 */

const ADMINISTRATOR = 'ADMINISTRATOR';

function usedByCount(db: MockDb, context: string): number {
  return db.formInstances.where('template', context).length;
}

function recordView(db: MockDb, template: FormTemplate): FormTemplateRecord {
  return {
    context: template.context,
    name: template.name,
    description: template.description,
    active: template.active,
    fields: template.fields.map((field) => ({ ...field, options: [...field.options] })),
    usedByCount: usedByCount(db, template.context),
    dateModified: template.dateModified,
    version: template.version,
  };
}

function listItem(db: MockDb, template: FormTemplate): FormTemplateListItem {
  return {
    context: template.context,
    name: template.name,
    active: template.active,
    fieldCount: template.fields.length,
    usedByCount: usedByCount(db, template.context),
    dateModified: template.dateModified,
  };
}

/** A new field's key: short, unique within the template, stable from then on. */
function newKey(taken: Set<string>): string {
  let key = '';
  do key = `field${randomUuid().replace(/-/g, '').slice(0, 8)}`;
  while (taken.has(key));
  taken.add(key);
  return key;
}

/** Fields as stored: trimmed texts, options only on Select and Checklist, long answers only on Text, a key each. */
export function storedFields(fields: readonly FormTemplateFieldInput[]): FormTemplateField[] {
  const taken = new Set(fields.map((field) => field.key).filter((key) => key !== ''));
  return fields.map((field) => ({
    key: field.key || newKey(taken),
    label: field.label.trim(),
    fieldType: field.fieldType,
    required: field.required,
    options: hasOptions(field.fieldType) ? field.options.map((option) => option.trim()) : [],
    multiline: field.fieldType === 'Text' && field.multiline,
    hint: field.hint.trim(),
  }));
}

/** Filter (active, a term in the name), sort by Name or DateModified, then one page. */
const search = route('post', endpoints.formTemplate.search, { allow: ADMINISTRATOR, body: formTemplateSearchRequestSchema, messages: issueMessages }, ({ body }) => {
  const term = searchTerm(body.searchTerm);
  if (term instanceof Response) return term;
  const sortBy = body.sort.by.trim() || 'Name';
  if (!(formTemplateSortFields as readonly string[]).includes(sortBy)) return validationError([unknownSortText(body.sort.by)]);
  const db = getDb();
  const all = db.formTemplates.all();
  const found = all.filter((template) => (body.active === null || template.active === body.active) && (!term || template.name.toLowerCase().includes(term)));
  const direction = body.sort.direction === 'ASC' ? 1 : -1;
  const ordered = [...found].sort(
    (a, b) =>
      (sortBy === 'DateModified' ? compareKeys(a.dateModified, b.dateModified) || compareText(a.name, b.name) : compareText(a.name, b.name)) * direction ||
      compareKeys(a.context, b.context),
  );
  const answer: SearchAnswer<FormTemplateListItem> = {
    results: page(ordered, body.pageNumber, body.pageSize).map((template) => listItem(db, template)),
    searchResultCount: found.length,
    totalCount: all.length,
  };
  return answer;
});

const getByContext = route('get', endpoints.formTemplate.get, { allow: ADMINISTRATOR, context: formTemplateMessages.contextRequired }, ({ context }) => {
  const db = getDb();
  const template = db.formTemplates.get(context);
  return template ? recordView(db, template) : notFound(formTemplateMessages.notFound);
});

const create = route('post', endpoints.formTemplate.create, { allow: ADMINISTRATOR, body: formTemplateInputSchema, messages: issueMessages }, ({ body }) => {
  const db = getDb();
  const template = db.formTemplates.insert({
    context: randomUuid(),
    name: body.name.trim(),
    description: body.description.trim(),
    active: body.active,
    fields: storedFields(body.fields),
    dateModified: new Date().toISOString(),
    version: 1,
  });
  return recordView(db, template);
});

const update = route('post', endpoints.formTemplate.update, { allow: ADMINISTRATOR, body: formTemplateUpdateRequestSchema, messages: issueMessages }, ({ body }) => {
  const db = getDb();
  const existing = db.formTemplates.get(body.context);
  if (!existing) return notFound(formTemplateMessages.notFound);
  if (existing.version !== body.version) return conflictError(formTemplateMessages.conflict);
  const saved = db.formTemplates.put({
    ...existing,
    name: body.name.trim(),
    description: body.description.trim(),
    active: body.active,
    fields: storedFields(body.fields),
    dateModified: new Date().toISOString(),
    version: existing.version + 1,
  });
  return recordView(db, saved);
});

/** Active or inactive from the list: inactive templates are no longer offered when adding a form. */
const setActive = route('post', endpoints.formTemplate.setActive, { allow: ADMINISTRATOR, body: formTemplateSetActiveRequestSchema, messages: issueMessages }, ({ body }) => {
  const db = getDb();
  const existing = db.formTemplates.get(body.context);
  if (!existing) return notFound(formTemplateMessages.notFound);
  const saved = existing.active === body.active ? existing : db.formTemplates.put({ ...existing, active: body.active, dateModified: new Date().toISOString(), version: existing.version + 1 });
  return recordView(db, saved);
});

const remove = route('delete', endpoints.formTemplate.delete, { allow: ADMINISTRATOR, context: formTemplateMessages.contextRequired }, ({ context }) => {
  const db = getDb();
  if (!db.formTemplates.get(context)) return notFound(formTemplateMessages.notFound);
  if (usedByCount(db, context) > 0) return clientError(formTemplateMessages.inUse);
  db.formTemplates.remove(context);
  return ok();
});

/** Mock handlers of the form template administration. */
export const formTemplateAdminHandlers = [search, getByContext, create, update, setActive, remove];
