/**
 * Typed calls of the signup pages (issue 12): the stranger's checks, NCPDP lookup (SANDBOX
 * directory), funnel, drafts and submit; the applicant's status and answer; support's reviews.
 */
import { queryOptions } from '@tanstack/react-query';
import { apiClient, data } from '../../api/client.ts';
import type { Schema } from '../../api/contract.ts';

export type ReviewSummary = Schema<'ReviewSummary'>;
export type ReviewDetail = Schema<'ReviewDetail'>;
export type Application = Schema<'Application'>;

/** Where the browser keeps the resume token of a half-finished signup and the application token. */
export const RESUME_TOKEN_KEY = 'signup.resume_token';
export const APPLICATION_TOKEN_KEY = 'signup.application_token';

export const validateEmail = (email: string) =>
  data(apiClient.GET('/api/v1/signup/validate_email', { params: { query: { email } } }));

export const validateDea = (dea_number: string) =>
  data(apiClient.GET('/api/v1/signup/validate_dea', { params: { query: { dea_number } } }));

export const lookUpNcpdp = (number: string, zipcode: string) =>
  data(apiClient.GET('/api/v1/users/signup/ncpdp_user_data', { params: { query: { number, zipcode } } }));

export const trackSignup = (key: string, val: string) =>
  data(apiClient.POST('/api/v1/track_signup', { body: { user_type: 'pharmacy', key, val } }));

export const saveStep = (step: string, values: Record<string, string>, resumeToken: string | null) =>
  data(
    apiClient.POST('/api/v1/ajax/process_data', {
      body: { step, data: values, ...(resumeToken ? { resume_token: resumeToken } : {}) },
    }),
  );

export const loadDraft = (resumeToken: string) =>
  data(apiClient.POST('/api/v1/ajax/load_data', { body: { resume_token: resumeToken } }));

/** Submits the whole signup as multipart (the browser sets the boundary). */
export const submitSignup = (form: FormData) =>
  data(apiClient.POST('/api/v1/users/signup/pharmacy', { body: {} as never, bodySerializer: () => form }));

export const applicationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['signup', 'application', token],
    queryFn: () => data(apiClient.POST('/api/v1/signup/application', { body: { application_token: token } })),
  });

export const answerApplication = (form: FormData) =>
  data(
    apiClient.POST('/api/v1/signup/application/answer', { body: {} as never, bodySerializer: () => form }),
  );

export const verifyEmail = (token: string, code: string) =>
  data(
    apiClient.POST('/api/v1/signup/application/verify_email', { body: { application_token: token, code } }),
  );
export const requestEmailCode = (token: string) =>
  data(apiClient.POST('/api/v1/signup/application/email_code', { body: { application_token: token } }));

export const reviewsKey = ['account-reviews'] as const;

export const reviewsQueryOptions = () =>
  queryOptions({
    queryKey: reviewsKey,
    queryFn: ({ signal }) => data(apiClient.GET('/api/v1/support/account_reviews', { signal })),
  });

export const reviewQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...reviewsKey, id],
    queryFn: ({ signal }) =>
      data(apiClient.GET('/api/v1/support/account_reviews/{id}', { params: { path: { id } }, signal })),
  });

const byId = (id: string) => ({ params: { path: { id } } });
export const approveReview = (id: string) =>
  data(apiClient.PATCH('/api/v1/support/account_reviews/{id}/approve', { ...byId(id), body: {} }));
export const rejectReview = (id: string, reason: string) =>
  data(apiClient.PATCH('/api/v1/support/account_reviews/{id}/reject', { ...byId(id), body: { reason } }));
export const requestInfo = (id: string, message: string) =>
  data(
    apiClient.PATCH('/api/v1/support/account_reviews/{id}/request_info', { ...byId(id), body: { message } }),
  );
export const releaseIdentifiers = (id: string) =>
  data(
    apiClient.PATCH('/api/v1/support/account_reviews/{id}/release_identifiers', { ...byId(id), body: {} }),
  );

/** The download link of one document of an application. */
export const documentUrl = (reviewId: string, documentId: string) =>
  `/api/v1/support/account_reviews/${reviewId}/documents/${documentId}`;
