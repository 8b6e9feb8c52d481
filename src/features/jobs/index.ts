import { lazy } from 'react';
/** The jobs feature's public surface. */
export { jobsRoutes } from './routes';
export type { JobPrefill } from './model/job-prefill';
export { jobKeys } from './api/job-keys';
/**
 * The rich-text editor of the internal notes (tiptap: its own lazy chunk, loaded when first shown)
 * and stored rich text shown through DOMPurify; resources' descriptions use them too.
 */
export const RichTextEditor = lazy(() => import('./components/job-notes-editor').then((module) => ({ default: module.JobNotesEditor })));
export type { JobNotesEditorProps as RichTextEditorProps } from './components/job-notes-editor';
export { JobNotesHtml as RichTextHtml } from './components/job-notes-html';
