/** Answers many routes share. */
import { z } from 'zod';

/** A write's answer when the page only needs its toast (pharmacy-side §8: `message`). */
export const MessageSchema = z.strictObject({ message: z.string() }).meta({ id: 'Message' });
