import type { RequestHandler } from 'msw';

/** Mock handlers for the company-information calls. */
export const companyInformationHandlers: RequestHandler[] = [];
