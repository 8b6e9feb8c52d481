import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './accounts';
import { waitForMock } from './fixtures';

export interface OpenAppOptions {
  /** Keep the guided tours for first sign-ins (default false: every user has completed them). */
  tour?: boolean;
}

/**
 * Opens a hash route of the demo build signed out (the account journeys) and waits for the mock.
 * Unless `tour` is set, every user is marked as having completed the guided tours (persisted in the
 * mock database), so the welcome tour does not cover the page after a sign-in through the form.
 */
export async function openApp(page: Page, hashPath: string, options: OpenAppOptions = {}): Promise<void> {
  await page.goto(`/#${hashPath}`);
  await waitForMock(page);
  if (!options.tour) await page.evaluate(() => window.__mock?.completeGuidedTours());
}

/** An in-app navigation (a hash change: no reload, so the page and the mock's state stay). */
export async function goTo(page: Page, hashPath: string): Promise<void> {
  await page.evaluate((path) => {
    window.location.hash = `#${path}`;
  }, hashPath);
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

/** A level-1 page heading. */
export function pageHeading(page: Page, title: string) {
  return page.getByRole('heading', { name: title, level: 1, exact: true });
}

/** Signs in through the login screen of the demo build and waits for the dashboard (account journeys only). */
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

/** Opens a menu of the main navigation and picks one of its items. */
export async function chooseMenuItem(page: Page, menu: string, item: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: menu, exact: true }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** Picks an option of a select (a combobox) by their accessible names. */
export async function choose(page: Page, select: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The toast (a snackbar alert) carrying the given text. */
export function toast(page: Page, text: string | RegExp) {
  return page.getByRole('alert').filter({ hasText: text });
}

/** The error modal the error catalogue opens for 400/409/422 answers. */
export function errorModal(page: Page) {
  return page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'OK' }) });
}

/** Nothing on the page is wider than the window (no sideways scrolling at phone width). */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

export const UNAUTHORIZED_MESSAGE =
  'You are not authorized for the feature you requested. If you require access to this feature, please contact your system administrator.';

/** A phone's viewport (the spec's phone layout is below its breakpoint). */
export const PHONE = { width: 390, height: 844 } as const;

/**
 * Reloads the demo app once the mock has stored every change (it writes IndexedDB in the
 * background), so what the test saved is there after the reload.
 */
export async function reloadApp(page: Page): Promise<void> {
  await page.evaluate(() => window.__mock?.stored());
  await page.reload();
}

/**
 * Opens a hash route of the demo app in a new document, once the mock has stored every change: the
 * page starts with no cached queries and nothing in flight from the screen before (unlike `goTo`).
 */
export async function openFresh(page: Page, hashPath: string): Promise<void> {
  await page.evaluate(() => window.__mock?.stored());
  await page.goto('about:blank');
  await page.goto(`/#${hashPath}`);
}
