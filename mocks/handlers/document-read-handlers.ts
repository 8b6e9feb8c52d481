import type { HttpHandler } from 'msw';
import { endpoints } from '../../src/config/endpoints';
import { documentPermissions } from '../../src/lib/permission-codes';
import { documentKinds, documentMessages, documentSearchRequestSchema, type DocumentHistoryEntry, type DocumentKind } from '../../src/lib/schemas/document-schemas';
import { getDb } from '../db/store';
import { clientToday } from './client-time';
import { documentCollection } from './document-records';
import { documentSortKeys, searchDocuments } from './document-search';
import { documentView } from './document-views';
import { clientTimezoneOffset, notFound, validationError } from './handler-utils';
import { route } from './route';
import { unknownSortText } from './search-utils';

const CONTEXT_REQUIRED = 'A document context is required.';

/** `GET {Kind}/GetByContext?context=…` (the kind's read permission): the whole document. */
function getRoute(kind: DocumentKind): HttpHandler {
  return route('get', endpoints[kind].get, { allow: documentPermissions[kind].read, context: CONTEXT_REQUIRED }, ({ request, context }) => {
    const db = getDb();
    const document = documentCollection(db, kind).get(context);
    if (!document) return notFound(documentMessages.notFound(kind));
    return documentView(db, kind, document, clientToday(request));
  });
}

/** `POST {Kind}/Search` (the kind's read permission): `documentSearchResponseSchema`. */
function searchRoute(kind: DocumentKind): HttpHandler {
  return route('post', endpoints[kind].search, { allow: documentPermissions[kind].read, body: documentSearchRequestSchema }, ({ request, user, body }) => {
    const by = body.sort.by.trim() || 'Date';
    if (!documentSortKeys[kind].includes(by)) return validationError([unknownSortText(body.sort.by)]);
    return searchDocuments(getDb(), kind, body, user, clientToday(request), clientTimezoneOffset(request));
  });
}

/** `GET {Kind}/GetHistory?context=…` (the kind's read permission): the history, oldest first. */
function historyRoute(kind: DocumentKind): HttpHandler {
  return route('get', endpoints[kind].getHistory, { allow: documentPermissions[kind].read, context: CONTEXT_REQUIRED }, ({ context }) => {
    const document = documentCollection(getDb(), kind).get(context);
    if (!document) return notFound(documentMessages.notFound(kind));
    const history: DocumentHistoryEntry[] = document.history.map(({ date, action, description, userName }) => ({ date, action, description, userName }));
    return history;
  });
}

export const documentReadHandlers: HttpHandler[] = documentKinds.flatMap((kind) => [getRoute(kind), searchRoute(kind), historyRoute(kind)]);
