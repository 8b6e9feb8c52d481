import { endpoints } from '../../src/config/endpoints';
import { logErrorRequestSchema } from '../../src/lib/auth/auth-schemas';
import type { ServerErrorLogEntry } from '../../src/lib/schemas/diagnostics-schemas';
import { randomUuid } from '../db/ids';
import { getDb } from '../db/store';
import { compareKeys } from '../lib/text-order';
import { ok, readJson, validationError } from './handler-utils';
import { route } from './route';

/** Error log entries kept; older ones are dropped. */
const MAX_ERROR_LOGS = 500;

const logError = route('post', endpoints.logger.logError, { allow: 'signed-in' }, async ({ request, user }) => {
  const parsed = logErrorRequestSchema.safeParse(await readJson(request));
  if (!parsed.success || !parsed.data.message.trim()) return validationError(['An error message is required.']);
  const { message, stack } = parsed.data;
  const db = getDb();
  db.errorLogs.insert({
      context: randomUuid(),
      loggedAt: new Date().toISOString(),
      userId: user.id,
      username: user.username,
      message,
      stack,
      userAgent: request.headers.get('User-Agent') ?? 'Unknown',
      clientVersion: request.headers.get('VersionKey'),
  });
  const excess = db.errorLogs.size - MAX_ERROR_LOGS;
  if (excess > 0) for (const entry of db.errorLogs.all().slice(0, excess)) db.errorLogs.remove(entry.context);
  return ok();
});

/** ROOT only (the Diagnostics area): the stored error log, newest first, without the reporter's user id. */
const getErrors = route('get', endpoints.logger.getErrors, { allow: 'ROOT' }, () => {
  const entries = [...getDb().errorLogs.all()].sort((a, b) => compareKeys(b.loggedAt, a.loggedAt) || compareKeys(a.context, b.context));
  return entries.map(
    (entry): ServerErrorLogEntry => ({
      context: entry.context,
      loggedAt: entry.loggedAt,
      username: entry.username,
      message: entry.message,
      stack: entry.stack,
      userAgent: entry.userAgent,
      clientVersion: entry.clientVersion,
    }),
  );
});

export const loggerHandlers = [logError, getErrors];
