/** What other folders use of features/auth: they import it from here, never a file inside (eslint house/feature-imports). */
export { LoginPage } from './login-page.tsx';
export { SetPasswordPage } from './set-password-page.tsx';
