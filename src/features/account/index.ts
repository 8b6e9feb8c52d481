export { ChangePasswordDialog } from './components/change-password-dialog';
export {
  dashboardSnapshotRules,
  hasEnabledSnapshot,
  landingPages,
  LANDING_PAGE_PREFERENCE_KEY,
  resolveLandingPage,
} from './model/landing-page';
