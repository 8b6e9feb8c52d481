import type { z } from 'zod';
import { endpoints } from '../../src/config/endpoints';
import { feedbackRequestSchema } from '../../src/lib/auth/auth-schemas';
import { randomUuid } from '../db/ids';
import { getDb } from '../db/store';
import { ok } from './handler-utils';
import { route } from './route';

function feedbackMessage(issue: z.core.$ZodIssue): string {
  const field = issue.path[0];
  if (field === 'type') return 'Please choose a feedback type.';
  if (field === 'details') {
    return issue.code === 'too_big'
      ? 'Feedback details cannot be longer than 1000 characters.'
      : 'Please enter the details of your feedback.';
  }
  return 'The name and email of the person submitting feedback are required.';
}

const submitFeedback = route(
  'post',
  endpoints.feedback.submit,
  { allow: 'signed-in', body: feedbackRequestSchema, messages: (error) => [...new Set(error.issues.map(feedbackMessage))] },
  ({ user, body: { type, details, submittedBy } }) => {
    getDb().feedback.insert({
      context: randomUuid(),
      submittedAt: new Date().toISOString(),
      userId: user.id,
      type,
      details,
      submittedBy,
    });
    return ok();
  },
);

export const feedbackHandlers = [submitFeedback];
