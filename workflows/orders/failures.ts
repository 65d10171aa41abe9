/** The refusals moved to workflows/shared/failures/refusals.ts; orders keep this path until they import it. */
export { asRefusal, guard, refusal } from '../shared/failures/refusals.ts';
