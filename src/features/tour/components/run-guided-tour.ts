import { driver, type Driver, type DriveStep, type PopoverDOM } from 'driver.js';
import 'driver.js/dist/driver.css';
import './welcome-tour.css';
import type { UserState } from '@/lib/auth/auth-schemas';
import { sessionStore } from '@/lib/auth/session-store';
import { guidedTourDescriptors, type GuidedTourName } from '@/lib/schemas/guided-tour-schemas';
import { createGuidedTourCrmRecord } from '../api/create-guided-tour-crm-record';
import { createGuidedTourLog } from '../api/create-guided-tour-log';
import { escapeHtml } from '../model/escape-html';
import { availableSteps, nextAvailableIndex, nextButtonLabel } from '../model/tour-navigation';
import type { TargetPresence, TourStep } from '../model/tour-step';

/**
 * A guided tour on driver.js (the welcome tour, the job-editor tour). This module (with driver.js and
 * its CSS) is its own chunk, loaded only when a tour is about to run.
 */

export interface RunGuidedTourOptions {
  user: UserState;
  /** The name the GuidedTourLog calls and `completedGuidedTours` carry. */
  tourName: GuidedTourName;
  steps: readonly TourStep[];
  /** The tour starts once this element is on the page (or after `shellTimeoutMs`). */
  waitFor: string;
  /** Whether a step's target is on the page; by default: in the document and rendered. */
  isPresent?: TargetPresence;
  /** How long to wait for `waitFor` (the shell's menus, an editor, load lazily) before starting anyway. */
  shellTimeoutMs?: number;
}

export type TourOutcome = 'finished' | 'canceled' | 'stopped';

export interface GuidedTourRun {
  /** Ends the tour without logging anything (e.g. on sign-out). */
  stop(): void;
  /** Settles when the tour has ended. */
  ended: Promise<TourOutcome>;
}

const POPOVER_CLASS = 'fieldline-tour';
/** Attributes driver.js overwrites on the highlighted element and removes afterwards. */
const BORROWED_ATTRIBUTES = ['aria-haspopup', 'aria-expanded', 'aria-controls'] as const;
/**
 * Targets on which aria-expanded and aria-haspopup are allowed. driver.js puts them on any target;
 * on a plain box (a section of the job editor) they are invalid ARIA, so they come off there.
 */
const EXPANDABLE_TARGET =
  'button, a[href], select, summary, [role="button"], [role="combobox"], [role="link"], [role="menuitem"], [role="tab"], [role="treeitem"], [role="gridcell"], [role="row"], [role="checkbox"], [role="listbox"], [role="application"]';

let activeRun: GuidedTourRun | null = null;

/** The tour on screen now, if any (one tour at a time). */
export function activeGuidedTour(): GuidedTourRun | null {
  return activeRun;
}

function isRendered(selector: string): boolean {
  const element = document.querySelector(selector);
  return element instanceof HTMLElement && element.getClientRects().length > 0;
}

function waitForElement(selector: string, timeoutMs: number): Promise<boolean> {
  if (document.querySelector(selector)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const finish = (found: boolean) => {
      observer.disconnect();
      window.clearTimeout(timer);
      resolve(found);
    };
    const observer = new MutationObserver(() => {
      if (document.querySelector(selector)) finish(true);
    });
    const timer = window.setTimeout(() => finish(false), timeoutMs);
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Fire and forget: a failed log call never disturbs the tour. */
function logStep(tourName: GuidedTourName, descriptor: string): void {
  createGuidedTourCrmRecord(tourName, descriptor).catch(() => undefined);
}

function sameUser(username: string): boolean {
  const { status, userState } = sessionStore.getState();
  return status === 'signed-in' && userState?.username === username;
}

/** Marks the tour completed at its start: on the server and in this session. */
function markCompleted(tourName: GuidedTourName): void {
  createGuidedTourLog(tourName).catch(() => undefined);
  sessionStore.updateUserState((current) =>
    current.completedGuidedTours.includes(tourName) ? current : { ...current, completedGuidedTours: [...current.completedGuidedTours, tourName] },
  );
}

function toDriveStep(step: TourStep): DriveStep {
  return {
    ...(step.target ? { element: step.target } : {}),
    popover: {
      title: escapeHtml(step.title),
      description: escapeHtml(step.description),
      ...(step.side ? { side: step.side } : {}),
      ...(step.align ? { align: step.align } : {}),
    },
  };
}

/**
 * Starts a tour for `user` once `waitFor` is on the page, marking it completed first. Resolves to
 * null when the user changed meanwhile or a tour is already running.
 */
export async function runGuidedTour({
  user,
  tourName,
  steps: allSteps,
  waitFor,
  isPresent = isRendered,
  shellTimeoutMs = 10_000,
}: RunGuidedTourOptions): Promise<GuidedTourRun | null> {
  if (activeRun) return null;
  await waitForElement(waitFor, shellTimeoutMs);
  if (activeRun || !sameUser(user.username)) return null;

  markCompleted(tourName);

  const steps = availableSteps(allSteps, isPresent);
  const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const borrowed = new Map<Element, Record<string, string | null>>();
  const viewed = new Set<number>();
  let ended = false;
  let settle: (outcome: TourOutcome) => void = () => undefined;
  const endedPromise = new Promise<TourOutcome>((resolve) => {
    settle = resolve;
  });

  const restoreAttributes = (except?: Element) => {
    for (const [element, attributes] of borrowed) {
      if (element === except) continue;
      for (const [name, value] of Object.entries(attributes)) {
        if (value === null) element.removeAttribute(name);
        else element.setAttribute(name, value);
      }
      borrowed.delete(element);
    }
  };

  const popoverButtons = (): HTMLButtonElement[] => {
    const wrapper = document.getElementById('driver-popover-content');
    if (!wrapper) return [];
    return Array.from(wrapper.querySelectorAll<HTMLButtonElement>('button')).filter(
      (button) => !button.disabled && button.style.display !== 'none',
    );
  };

  // Focus stays in the popover: Tab and Shift+Tab cycle through its buttons only.
  const trapFocus = (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return;
    const buttons = popoverButtons();
    if (buttons.length === 0) return;
    event.preventDefault();
    event.stopPropagation();
    const position = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = event.shiftKey
      ? (buttons[position - 1] ?? buttons[buttons.length - 1])
      : (buttons[position + 1] ?? buttons[0]);
    next?.focus();
  };

  let tour: Driver | null = null;

  const end = (outcome: TourOutcome) => {
    if (ended) return;
    ended = true;
    if (outcome === 'finished') logStep(tourName, guidedTourDescriptors.finished);
    if (outcome === 'canceled') logStep(tourName, guidedTourDescriptors.canceled);
    unsubscribe();
    document.removeEventListener('keydown', trapFocus, true);
    tour?.destroy();
    restoreAttributes();
    if (returnFocusTo?.isConnected) returnFocusTo.focus();
    if (activeRun === run) activeRun = null;
    settle(outcome);
  };

  const decorate = (popover: PopoverDOM, index: number) => {
    const step = steps[index];
    if (!step) return;
    popover.wrapper.setAttribute('aria-modal', 'true');
    // The title and footer must not become page landmarks (banner, contentinfo).
    popover.title.setAttribute('role', 'none');
    const heading = document.createElement('h2');
    heading.className = 'fieldline-tour-title';
    heading.textContent = step.title;
    popover.title.replaceChildren(heading);
    popover.footer.setAttribute('role', 'none');

    popover.nextButton.textContent = nextButtonLabel(steps, index, isPresent);
    const cancel = document.createElement('button');
    cancel.type = 'button';
    cancel.className = 'driver-popover-footer-btn fieldline-tour-cancel';
    cancel.textContent = 'Cancel Tour';
    cancel.addEventListener('click', () => end('canceled'));
    popover.footerButtons.insertBefore(cancel, popover.nextButton);
    // driver.js focuses the first button; the forward button is the one to press.
    queueMicrotask(() => popover.nextButton.focus());

    if (!viewed.has(index)) {
      viewed.add(index);
      logStep(tourName, guidedTourDescriptors.viewed(viewed.size, step.title));
    }
  };

  tour = driver({
    steps: steps.map(toDriveStep),
    animate: !prefersReducedMotion(),
    allowClose: true,
    overlayClickBehavior: 'close',
    overlayOpacity: 0.6,
    stagePadding: 6,
    stageRadius: 6,
    smoothScroll: false,
    showButtons: ['next'],
    disableActiveInteraction: true,
    popoverClass: POPOVER_CLASS,
    onPopoverRender: (popover, { state }) => decorate(popover, state.activeIndex ?? 0),
    onHighlightStarted: (element) => {
      if (element && !borrowed.has(element)) {
        borrowed.set(element, Object.fromEntries(BORROWED_ATTRIBUTES.map((name) => [name, element.getAttribute(name)])));
      }
      queueMicrotask(() => {
        // driver.js strips these from the previous target once this call returns; put them back.
        restoreAttributes(element);
        if (element && !element.matches(EXPANDABLE_TARGET)) {
          element.removeAttribute('aria-expanded');
          element.removeAttribute('aria-haspopup');
        }
        // A modal step "highlights" an empty placeholder; it must not claim to open a dialog.
        const placeholder = document.getElementById('driver-dummy-element');
        BORROWED_ATTRIBUTES.forEach((name) => placeholder?.removeAttribute(name));
      });
    },
    onNextClick: () => {
      const current = tour?.getActiveIndex() ?? 0;
      const next = nextAvailableIndex(steps, current, isPresent);
      if (next === null) end('finished');
      else tour?.moveTo(next);
    },
    // No Previous button; the left arrow key does nothing.
    onPrevClick: () => undefined,
    // Escape and a click on the overlay.
    onDestroyStarted: () => end('canceled'),
  });

  const unsubscribe = sessionStore.subscribe(() => {
    if (!sameUser(user.username)) end('stopped');
  });
  const run: GuidedTourRun = { stop: () => end('stopped'), ended: endedPromise };
  activeRun = run;
  document.addEventListener('keydown', trapFocus, true);
  tour.drive(0);
  return run;
}
