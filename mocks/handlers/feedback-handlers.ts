import type { z } from 'zod';
import { endpoints } from '../../src/config/endpoints';
import { feedbackRequestSchema } from '../../src/lib/auth/auth-schemas';
import { randomUuid } from '../db/ids';
import { getDb } from '../db/store';
import { ok } from './handler-utils';
import { route } from './route';

/**
 * What the server reads from the body: the type and the details. Who submitted the feedback is the
 * signed-in user of the token, whatever the body says (`submittedBy` in the body is ignored).
 */
const feedbackBodySchema = feedbackRequestSchema.pick({ type: true, details: true });

function feedbackMessage(issue: z.core.$ZodIssue): string {
  const field = issue.path[0];
  if (field === 'type') return 'Please choose a feedback type.';
  if (field === 'details') {
    return issue.code === 'too_big'
      ? 'Feedback details cannot be longer than 1000 characters.'
      : 'Please enter the details of your feedback.';
  }
  return 'Please enter the details of your feedback.';
}

const submitFeedback = route(
  'post',
  endpoints.feedback.submit,
  { allow: 'signed-in', body: feedbackBodySchema, messages: (error) => [...new Set(error.issues.map(feedbackMessage))] },
  ({ user, body: { type, details } }) => {
    getDb().feedback.insert({
      context: randomUuid(),
      submittedAt: new Date().toISOString(),
      userId: user.id,
      type,
      details,
      submittedBy: { name: `${user.firstName} ${user.lastName}`.trim() || user.username, email: user.username },
    });
    return ok();
  },
);

export const feedbackHandlers = [submitFeedback];
