/** What other folders use of features/account-settings: they import it from here, never a file inside (eslint house/feature-imports). */
export { PreferencesModal } from './preferences-modal.tsx';
export { ProfilePage } from './profile-page.tsx';
export { TeamPage } from './team-page.tsx';
