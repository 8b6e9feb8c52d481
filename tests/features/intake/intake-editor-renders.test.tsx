import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/toasts';
import type * as Forms from '@/features/forms';
import { sessionStore } from '@/lib/auth/session-store';
import { getDb } from '../../../mocks/db/store';
import { useMockServer } from '../../mocks/mock-api';
import { renderRoute, signInAs } from '../../support/render-route';

/*
 * The intake editor subscribes to typed values field by field: a keystroke in the title re-renders
 * the title field and the parts that show the form's state, not the editor. The editor's Forms
 * section is replaced by a stub that counts its renders: the editor creates that element on each of
 * its renders (and nothing else renders it), so the count is the number of times the editor rendered.
 */
const editorRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/features/forms', async (importOriginal) => ({
  ...(await importOriginal<typeof Forms>()),
  FormInstancesSection: function CountingFormsSection() {
    editorRenders.count += 1;
    return null;
  },
}));

useMockServer();
beforeEach(() => {
  sessionStore.reset();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

function pendingIntake() {
  const db = getDb();
  return db.intakes.all().find((intake) => intake.status === 'Pending' && !db.jobs.all().some((job) => job.intakeContext === intake.context))!;
}

describe('intake editor renders', () => {
  it('does not re-render the editor on a keystroke in the title; a save does', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    await signInAs('office');
    const { user } = renderRoute(`/intake/edit/${pendingIntake().context}`);
    const title = await screen.findByRole('textbox', { name: 'Title' });
    // The customer summary has loaded (its own query; it does not render the editor).
    await screen.findByRole('button', { name: 'Change Customer' });
    const rendersBefore = editorRenders.count;
    expect(rendersBefore).toBeGreaterThan(0);

    await user.type(title, ' and more');
    expect((title as HTMLInputElement).value).toMatch(/ and more$/);
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(editorRenders.count).toBe(rendersBefore);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Intake record saved.'));
    await waitFor(() => expect(editorRenders.count).toBeGreaterThan(rendersBefore));
  }, 40_000);
});
