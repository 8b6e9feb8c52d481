/** Where a popover sits relative to its target (driver.js's sides and alignments). */
export type TourSide = 'top' | 'right' | 'bottom' | 'left';
export type TourAlign = 'start' | 'center' | 'end';

/**
 * One step of a guided tour: a popover on the element matching `target`, or a centred modal when
 * `target` is null.
 */
export interface TourStep {
  id: string;
  /** A CSS selector; null makes the step a modal. */
  target: string | null;
  title: string;
  description: string;
  side?: TourSide;
  align?: TourAlign;
}

/** Tells whether the element a selector names is on the page (and shown). */
export type TargetPresence = (selector: string) => boolean;

/** The selector of an element marked with `data-tour="{id}"`. */
export function tourTarget(id: string): string {
  return `[data-tour="${id}"]`;
}
