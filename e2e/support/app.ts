import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './accounts';

export interface OpenAppOptions {
  /** Keep the guided tours for first sign-ins (default false: every user has completed them). */
  tour?: boolean;
}

/**
 * Opens a hash route of the demo build (in-browser mock) and waits for the mock to be up. The mock's
 * latency is dropped to 0 to keep the suite fast; it is per page and returns on a full reload.
 * Unless `tour` is set, every user is marked as having completed the guided tours (persisted in the
 * mock database), so the welcome tour does not cover the page after sign-in.
 */
export async function openApp(page: Page, hashPath: string, options: OpenAppOptions = {}): Promise<void> {
  await page.goto(`/#${hashPath}`);
  await page.waitForFunction(() => window.__mock !== undefined);
  await page.evaluate((keepTours) => {
    window.__mock?.setLatency(0);
    if (!keepTours) window.__mock?.completeGuidedTours();
  }, options.tour === true);
}

/** Fills and submits the login form (the page must show it). */
export async function submitLogin(page: Page, email: string, password: string = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** The page heading of the dashboard (in the heading bar). */
export function dashboardHeading(page: Page) {
  return page.getByRole('heading', { name: 'Dashboard', exact: true });
}

/** The heading of the login screen. */
export function loginHeading(page: Page) {
  return page.getByRole('heading', { name: 'Log In', exact: true });
}

/** Signs in through the login screen of the demo build and waits for the dashboard. */
export async function login(page: Page, email: string, password: string = DEMO_PASSWORD): Promise<void> {
  await openApp(page, '/login');
  await submitLogin(page, email, password);
  await expect(dashboardHeading(page)).toBeVisible();
}

/** Opens the user menu and picks one of its items. */
export async function chooseUserMenuItem(page: Page, item: 'Settings' | 'Change Password' | 'Submit Feedback' | 'Logout'): Promise<void> {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** The toast (a snackbar alert) carrying the given text. */
export function toast(page: Page, text: string | RegExp) {
  return page.getByRole('alert').filter({ hasText: text });
}

/** The error modal the error catalogue opens for 400/409/422 answers. */
export function errorModal(page: Page) {
  return page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'OK' }) });
}
