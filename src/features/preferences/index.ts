/**
 * The preferences feature's public surface: the Preferences screen's routes (the settings layout holds
 * them). Reading and saving the user's preferences is in lib/user-preferences; the system settings
 * query and keys are in lib/system-settings.
 */
export { preferencesRoutes } from './routes';
