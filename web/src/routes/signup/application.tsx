import { createFileRoute } from '@tanstack/react-router';
import { ApplicationPage } from '../../features/signup/index.ts';

/** /signup/application: the applicant follows its application (public; the browser keeps its token). */
export const Route = createFileRoute('/signup/application')({ component: ApplicationPage });
