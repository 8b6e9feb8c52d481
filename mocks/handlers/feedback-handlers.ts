import { http } from 'msw';
import type { z } from 'zod';
import { endpoints } from '../../src/config/endpoints';
import { feedbackRequestSchema } from '../../src/lib/auth/auth-schemas';
import { randomUuid } from '../db/ids';
import { updateDb } from '../db/store';
import { apiPath, ok, readJson, requireUser, validationError } from './handler-utils';

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

const submitFeedback = http.post(apiPath(endpoints.feedback.submit), async ({ request }) => {
  const user = requireUser(request);
  if (user instanceof Response) return user;
  const parsed = feedbackRequestSchema.safeParse(await readJson(request));
  if (!parsed.success) return validationError([...new Set(parsed.error.issues.map(feedbackMessage))]);
  const { type, details, submittedBy } = parsed.data;
  updateDb((db) => {
    db.feedback.push({
      context: randomUuid(),
      submittedAt: new Date().toISOString(),
      userId: user.id,
      type,
      details,
      submittedBy,
    });
  });
  return ok();
});

export const feedbackHandlers = [submitFeedback];
