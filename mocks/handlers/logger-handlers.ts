import { http } from 'msw';
import { endpoints } from '../../src/config/endpoints';
import { logErrorRequestSchema } from '../../src/lib/auth/auth-schemas';
import { randomUuid } from '../db/ids';
import { updateDb } from '../db/store';
import { apiPath, ok, readJson, requireUser, validationError } from './handler-utils';

/** Error log entries kept; older ones are dropped. */
const MAX_ERROR_LOGS = 500;

const logError = http.post(apiPath(endpoints.logger.logError), async ({ request }) => {
  const user = requireUser(request);
  if (user instanceof Response) return user;
  const parsed = logErrorRequestSchema.safeParse(await readJson(request));
  if (!parsed.success || !parsed.data.message.trim()) return validationError(['An error message is required.']);
  const { message, stack } = parsed.data;
  updateDb((db) => {
    db.errorLogs.push({
      context: randomUuid(),
      loggedAt: new Date().toISOString(),
      userId: user.id,
      username: user.username,
      message,
      stack,
      userAgent: request.headers.get('User-Agent') ?? 'Unknown',
      clientVersion: request.headers.get('VersionKey'),
    });
    if (db.errorLogs.length > MAX_ERROR_LOGS) db.errorLogs.splice(0, db.errorLogs.length - MAX_ERROR_LOGS);
  });
  return ok();
});

export const loggerHandlers = [logError];
