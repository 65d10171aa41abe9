/** The signup wizard's form type, shared by its steps. */
import type { UseFormReturnType } from '@mantine/form';
import type { SignupValues } from './signup-values.ts';

export type SignupForm = UseFormReturnType<SignupValues>;
export type SignupFiles = { licences: File[]; dea: File | null };

/** The US states as select options (value: the state's id). */
export { US_STATES } from '../../../../domain/signup/us-states.ts';
