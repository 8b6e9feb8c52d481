export { WelcomeTour } from './components/welcome-tour';
export { JobEditorTour } from './components/job-editor-tour';
export { jobEditorTourTargets } from './model/job-editor-tour-steps';
