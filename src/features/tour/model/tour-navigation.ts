import type { TargetPresence, TourStep } from './tour-step';

/** A modal is always shown; a popover only while its target is on the page. */
export function isStepAvailable(step: TourStep, isPresent: TargetPresence): boolean {
  return step.target === null || isPresent(step.target);
}

/** The steps a tour starts with: popovers whose target is missing are left out. */
export function availableSteps(steps: readonly TourStep[], isPresent: TargetPresence): TourStep[] {
  return steps.filter((step) => isStepAvailable(step, isPresent));
}

/**
 * The index of the step after `current` that can be shown now (targets are checked again, since
 * the page may have changed since the tour started), or null when none is left.
 */
export function nextAvailableIndex(steps: readonly TourStep[], current: number, isPresent: TargetPresence): number | null {
  for (let index = Math.max(current + 1, 0); index < steps.length; index += 1) {
    const step = steps[index];
    if (step && isStepAvailable(step, isPresent)) return index;
  }
  return null;
}

/** Whether `current` is the last step that will be shown. */
export function isLastAvailableStep(steps: readonly TourStep[], current: number, isPresent: TargetPresence): boolean {
  return nextAvailableIndex(steps, current, isPresent) === null;
}

export type NextButtonLabel = 'Next' | 'Finish';

/** The forward button reads Finish on the last step that will be shown, Next before it. */
export function nextButtonLabel(steps: readonly TourStep[], current: number, isPresent: TargetPresence): NextButtonLabel {
  return isLastAvailableStep(steps, current, isPresent) ? 'Finish' : 'Next';
}
