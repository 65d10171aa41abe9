/**
 * What every workflow area shares with the edge (the seam api/ and platform/ may import): the
 * custom search attributes a workflow is started with (issue 22, "Temporal for operators"), used by
 * platform/temporal/ for the starts from the API and by the workflows that start other workflows.
 */
import { defineSearchAttributeKey, type SearchAttributePair } from '@temporalio/common';

/** The process: the area's word (`order`, `p2p-order`, `offer`, `customer-request`, …). */
export const APP_PROCESS = defineSearchAttributeKey('AppProcess', 'KEYWORD');
/** The business object the workflow is about (the order, offer, request … id). */
export const APP_SUBJECT_ID = defineSearchAttributeKey('AppSubjectId', 'KEYWORD');
/** Every account the workflow concerns: the pharmacy, the supplier or seller. */
export const APP_ACCOUNT_IDS = defineSearchAttributeKey('AppAccountIds', 'KEYWORD_LIST');

/** What a start says about its workflow. */
export type ProcessAttributes = { process: string; subjectId: string; accountIds: readonly string[] };

export function searchAttributesOf(attributes: ProcessAttributes): SearchAttributePair[] {
  return [
    { key: APP_PROCESS, value: attributes.process },
    { key: APP_SUBJECT_ID, value: attributes.subjectId },
    { key: APP_ACCOUNT_IDS, value: [...new Set(attributes.accountIds)] },
  ];
}

/**
 * The patch behind which a workflow gives the workflows it starts their search attributes (issue
 * 22): runs that started children without them replay down the old path (docs/decisions.md,
 * "Changing running workflows").
 */
export const CHILD_SEARCH_ATTRIBUTES_PATCH = 'child-search-attributes';
