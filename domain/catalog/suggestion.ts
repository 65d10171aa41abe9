/**
 * A product search suggestion, as the search box reads it (supplier-side §3 "Product search
 * suggestion"): one contract for the API that answers it and the web app that shows it.
 */
export type ProductSuggestion = {
  label: string;
  value: string;
  id: string;
  ndc: string;
  name: string;
  form: string;
  strength: string;
  package_size: string;
  package_qty: number;
  manufacturer: string;
  route: string;
  gpi: string | null;
  ddi: string | null;
  incart: boolean;
  suggestion: boolean;
  display_text: string;
};
