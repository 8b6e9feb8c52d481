/** Guided tour names as the GuidedTourLog calls and `completedGuidedTours` carry them. */
export const guidedTourNames = {
  welcome: 'welcome',
  jobEditor: 'job-editor',
} as const;
export type GuidedTourName = (typeof guidedTourNames)[keyof typeof guidedTourNames];

/** Descriptors logged through `GuidedTourLog/CreateCRMRecord`. */
export const guidedTourDescriptors = {
  /** A step was shown; `step` is 1-based, `title` the step's heading. */
  viewed: (step: number, title: string) => `Step ${step} VIEWED: ${title}`,
  finished: 'FINISHED TOUR',
  canceled: 'CANCELED',
} as const;
