/** Where the two built apps are served (see playwright.config.ts). */
export const DEMO_URL = `http://127.0.0.1:${process.env.E2E_DEMO_PORT ?? 4173}`;
export const REAL_API_URL = 'http://127.0.0.1:4174';

/** The HTTP mock server the real-API build (dist-api) talks to. */
export const MOCK_API_PORT = 3101;
