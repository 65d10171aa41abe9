/**
 * The signup wizard's values (issue 12): what each fieldset step holds, what a draft may keep
 * (never the password), and the multipart form the submit sends. The rules are the shared
 * schema's (domain/signup/signup-schema.ts).
 */
import { gpoNameRequired, SIGNUP_MESSAGES } from '../../../../domain/signup/field-rules.ts';
import { signupSchema, type LicenceGroup } from '../../../../domain/signup/signup-schema.ts';

export type SignupValues = {
  email: string;
  dea_number: string;
  federal_tax_id: string;
  ncpdp_number: string;
  business_legal_name: string;
  business_type: string;
  address: string;
  city: string;
  state_id: string;
  zip: string;
  phone: string;
  gln_number: string;
  part_of_a_gpo: string;
  gpo_name: string;
  dea_expiry: string;
  licences: (Omit<LicenceGroup, 'state_id'> & { state_id: string })[];
  documents_by_fax: boolean;
  first_name: string;
  last_name: string;
  mobile: string;
  dob: string;
  password: string;
  password_confirmation: string;
  terms: boolean;
};

export const EMPTY_LICENCE: SignupValues['licences'][number] = {
  number: '',
  state_id: '',
  issue_month: '',
  issue_day: '',
  issue_year: '',
  expiry_month: '',
  expiry_day: '',
  expiry_year: '',
};

export const INITIAL_VALUES: SignupValues = {
  email: '',
  dea_number: '',
  federal_tax_id: '',
  ncpdp_number: '',
  business_legal_name: '',
  business_type: 'independent',
  address: '',
  city: '',
  state_id: '',
  zip: '',
  phone: '',
  gln_number: '',
  part_of_a_gpo: 'No',
  gpo_name: '',
  dea_expiry: '',
  licences: [{ ...EMPTY_LICENCE }],
  documents_by_fax: false,
  first_name: '',
  last_name: '',
  mobile: '',
  dob: '',
  password: '',
  password_confirmation: '',
  terms: false,
};

/** The fieldset steps in order, with the fields each validates before moving on. */
export const STEPS = [
  { key: 'account', label: 'Account', fields: ['email', 'dea_number', 'federal_tax_id'] },
  {
    key: 'pharmacy',
    label: 'Pharmacy',
    fields: [
      'ncpdp_number',
      'business_legal_name',
      'business_type',
      'address',
      'city',
      'state_id',
      'zip',
      'phone',
      'gln_number',
      'part_of_a_gpo',
      'gpo_name',
    ],
  },
  { key: 'licences', label: 'Licences', fields: ['dea_expiry', 'licences'] },
  {
    key: 'owner',
    label: 'Owner and confirmation',
    fields: ['first_name', 'last_name', 'mobile', 'dob', 'password', 'password_confirmation', 'terms'],
  },
] as const;

/** The values the schema reads (numbers for state ids). */
export function schemaInput(values: SignupValues) {
  return {
    ...values,
    state_id: Number(values.state_id),
    licences: values.licences.map((l) => ({ ...l, state_id: Number(l.state_id) })),
  };
}

/** A step's fields as a draft keeps them: strings only, licences flattened, never a password. */
export function draftOf(values: SignupValues, fields: readonly string[]): Record<string, string> {
  const draft: Record<string, string> = {};
  for (const field of fields) {
    if (field.includes('password') || field === 'terms') continue;
    if (field === 'licences')
      values.licences.forEach((l, i) => {
        for (const [k, v] of Object.entries(l)) draft[`licences.${i}.${k}`] = v;
      });
    else {
      const value = values[field as keyof SignupValues];
      if (typeof value === 'string') draft[field] = value;
      else if (typeof value === 'boolean') draft[field] = String(value);
    }
  }
  return draft;
}

/** A draft back into values (what a resumed signup starts from). */
export function valuesFromDraft(draft: Record<string, string>): SignupValues {
  const values: SignupValues = { ...INITIAL_VALUES, licences: [] };
  for (const [key, value] of Object.entries(draft)) {
    const licence = /^licences\.(\d+)\.(\w+)$/.exec(key);
    if (licence) {
      const i = Number(licence[1]);
      values.licences[i] ??= { ...EMPTY_LICENCE };
      (values.licences[i] as Record<string, string>)[licence[2]!] = value;
    } else if (key === 'documents_by_fax') values.documents_by_fax = value === 'true';
    else if (key in values && typeof values[key as keyof SignupValues] === 'string')
      (values as unknown as Record<string, string>)[key] = value;
  }
  if (values.licences.length === 0) values.licences.push({ ...EMPTY_LICENCE });
  return values;
}

/** The multipart form the submit sends: the fields, the licences as JSON, the files. */
export function signupFormData(
  values: SignupValues,
  files: { licences: File[]; dea: File | null },
  resumeToken: string | null,
): FormData {
  const form = new FormData();
  const { licences: _licences, documents_by_fax, terms, ...rest } = values;
  for (const [name, value] of Object.entries(rest)) if (value !== '') form.set(name, value);
  form.set('licences', JSON.stringify(schemaInput(values).licences));
  form.set('documents_by_fax', String(documents_by_fax));
  form.set('terms', String(terms));
  if (resumeToken) form.set('resume_token', resumeToken);
  for (const file of files.licences) form.append('state_licence_files', file);
  if (files.dea) form.set('dea_file', files.dea);
  return form;
}

/** The schema's messages by field path (`licences.0.expiry_year`) for the whole form. */
export function signupErrors(values: SignupValues, today: string): Record<string, string> {
  const result = signupSchema(today).safeParse(schemaInput(values));
  const errors: Record<string, string> = {};
  if (!result.success)
    for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

/**
 * The errors of one step's fields. The form-wide rules run only once every field parses, so the
 * step's own cross-field rule (the GPO name) is checked here too.
 */
export function stepErrors(values: SignupValues, step: number, today: string): Record<string, string> {
  const fields: readonly string[] = STEPS[step]!.fields;
  const errors = Object.fromEntries(
    Object.entries(signupErrors(values, today)).filter(([path]) => fields.includes(path.split('.')[0]!)),
  );
  if (fields.includes('gpo_name') && gpoNameRequired(values.part_of_a_gpo) && !values.gpo_name.trim())
    errors.gpo_name = SIGNUP_MESSAGES.gpoName;
  return errors;
}
