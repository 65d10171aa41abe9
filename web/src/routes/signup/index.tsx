import { createFileRoute } from '@tanstack/react-router';
import { SignupPage } from '../../features/signup/index.ts';

/** /signup: a stranger signs a pharmacy up (public, no login). */
export const Route = createFileRoute('/signup/')({ component: SignupPage });
