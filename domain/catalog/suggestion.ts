/**
 * A product search suggestion, as the search box reads it (supplier-side §3 "Product search
 * suggestion"): one contract for the API that answers it and the web app that shows it.
 */
import { z } from 'zod';

export const ProductSuggestionSchema = z
  .strictObject({
    label: z.string(),
    value: z.string(),
    id: z.uuid(),
    ndc: z.string(),
    name: z.string(),
    form: z.string(),
    strength: z.string(),
    package_size: z.string(),
    package_qty: z.number().int(),
    manufacturer: z.string(),
    route: z.string(),
    gpi: z.string().nullable(),
    ddi: z.string().nullable(),
    incart: z.boolean(),
    suggestion: z.boolean(),
    display_text: z.string(),
  })
  .meta({ id: 'ProductSuggestion' });

export type ProductSuggestion = z.infer<typeof ProductSuggestionSchema>;
