import { describe, expect, it } from 'vitest';
import {
  availableSteps,
  isLastAvailableStep,
  isStepAvailable,
  nextAvailableIndex,
  nextButtonLabel,
} from '@/features/tour/model/tour-navigation';
import { tourTarget, type TourStep } from '@/features/tour/model/tour-step';

function step(id: string, target: string | null): TourStep {
  return { id, target, title: id, description: `About ${id}` };
}

const steps: TourStep[] = [
  step('welcome', null),
  step('help', tourTarget('help-button')),
  step('admin', tourTarget('nav-admin')),
  step('user', tourTarget('nav-user')),
  step('done', null),
];

const present = (...ids: string[]) => (selector: string) => ids.some((id) => selector === tourTarget(id));

describe('tour navigation', () => {
  it('names targets by their data-tour attribute', () => {
    expect(tourTarget('nav-user')).toBe('[data-tour="nav-user"]');
  });

  it('always shows modals and shows popovers only while their target is present', () => {
    expect(isStepAvailable(step('modal', null), () => false)).toBe(true);
    expect(isStepAvailable(steps[1]!, present('help-button'))).toBe(true);
    expect(isStepAvailable(steps[1]!, present())).toBe(false);
  });

  it('starts with the steps whose targets are present, modals included', () => {
    expect(availableSteps(steps, present('help-button', 'nav-user')).map((s) => s.id)).toEqual(['welcome', 'help', 'user', 'done']);
    expect(availableSteps(steps, present()).map((s) => s.id)).toEqual(['welcome', 'done']);
  });

  it('advances to the next step whose target is present now, skipping missing ones', () => {
    const isPresent = present('help-button', 'nav-user');
    expect(nextAvailableIndex(steps, 0, isPresent)).toBe(1);
    expect(nextAvailableIndex(steps, 1, isPresent)).toBe(3);
    expect(nextAvailableIndex(steps, 3, isPresent)).toBe(4);
    expect(nextAvailableIndex(steps, 4, isPresent)).toBeNull();
  });

  it('re-checks targets on every advance (a target that vanished since the start is skipped)', () => {
    const shown = new Set(['help-button', 'nav-admin', 'nav-user']);
    const isPresent = (selector: string) => [...shown].some((id) => selector === tourTarget(id));
    expect(nextAvailableIndex(steps, 1, isPresent)).toBe(2);
    shown.delete('nav-admin');
    expect(nextAvailableIndex(steps, 1, isPresent)).toBe(3);
  });

  it('labels the forward button Finish on the last step shown and Next before it', () => {
    const isPresent = present('help-button');
    expect(nextButtonLabel(steps, 0, isPresent)).toBe('Next');
    expect(nextButtonLabel(steps, 1, isPresent)).toBe('Next');
    expect(nextButtonLabel(steps, 4, isPresent)).toBe('Finish');
    expect(isLastAvailableStep(steps, 4, isPresent)).toBe(true);
  });

  it('treats a step as last when every later step is a popover without a target', () => {
    const withoutClosingModal = steps.slice(0, 4);
    expect(nextButtonLabel(withoutClosingModal, 1, present('help-button'))).toBe('Finish');
    expect(nextButtonLabel(withoutClosingModal, 1, present('help-button', 'nav-user'))).toBe('Next');
  });
});
