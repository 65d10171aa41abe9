import { createFileRoute } from '@tanstack/react-router';
import { ApplicationPage } from '../../features/signup/application-page.tsx';

/** /signup/application: the applicant follows its application (public; the browser keeps its token). */
export const Route = createFileRoute('/signup/application')({ component: ApplicationPage });
