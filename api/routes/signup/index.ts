/** Pharmacy signup and account review (issue 12): the public signup calls, the applicant's and support's. */
import { createRouter } from '../../contract/router.ts';
import { applicationRoutes } from './application-routes.ts';
import { emailRoutes } from './email-routes.ts';
import { publicSignupRoutes } from './public-routes.ts';
import { releaseIdentifiersRoutes } from './release-route.ts';
import { reviewRoutes } from './review-routes.ts';
import { submitSignupRoutes } from './submit-route.ts';

export { SIGNUP_UPLOAD_PATHS } from './public-paths.ts';

export const signupRoutes = createRouter()
  .route('/', publicSignupRoutes)
  .route('/', submitSignupRoutes)
  .route('/', applicationRoutes)
  .route('/', emailRoutes)
  .route('/', reviewRoutes)
  .route('/', releaseIdentifiersRoutes);
