export { ChangePasswordDialog } from './components/change-password-dialog';
export { resolveLandingPage, hasEnabledSnapshot, LANDING_PAGE_PREFERENCE_KEY } from './model/landing-page';
