/**
 * The custom search attributes every business workflow is started with (issue 22, "Temporal for
 * operators"), so support finds a pharmacy's workflows in the Temporal UI and with `pharmacy
 * workflows list --account <id>`: the process, its business object, and every account it concerns.
 * `npm start`, the tests' dev server and compose's namespace setup register them.
 */
import type { Connection } from '@temporalio/client';
import proto from '@temporalio/proto';
import { APP_ACCOUNT_IDS, APP_PROCESS, APP_SUBJECT_ID } from '../../workflows/shared/messages.ts';

export {
  APP_ACCOUNT_IDS,
  APP_PROCESS,
  APP_SUBJECT_ID,
  searchAttributesOf,
  type ProcessAttributes,
} from '../../workflows/shared/messages.ts';

/** How the dev server's `--search-attribute` flags name them (name=Type). */
export const SEARCH_ATTRIBUTE_FLAGS = [
  'AppProcess=Keyword',
  'AppSubjectId=Keyword',
  'AppAccountIds=KeywordList',
];

/** The visibility query for one account's workflows (an id is a uuid: nothing to escape). */
export const accountQuery = (accountId: string) => `AppAccountIds = '${accountId}'`;

// @temporalio/proto is CommonJS: Node's ESM loader sees only its default export.
const { IndexedValueType } = proto.temporal.api.enums.v1;
const INDEXED_TYPES = {
  KEYWORD: IndexedValueType.INDEXED_VALUE_TYPE_KEYWORD,
  KEYWORD_LIST: IndexedValueType.INDEXED_VALUE_TYPE_KEYWORD_LIST,
} as const;

/**
 * Registers the attributes a namespace lacks (a dev server's database made before one was added
 * knows only the older ones, and a start naming an unknown attribute is refused); answers the
 * names it added.
 */
export async function ensureSearchAttributes(connection: Connection, namespace: string): Promise<string[]> {
  const known = await connection.operatorService.listSearchAttributes({ namespace });
  const missing = [APP_PROCESS, APP_SUBJECT_ID, APP_ACCOUNT_IDS].filter(
    (key) => !(key.name in (known.customAttributes ?? {})),
  );
  if (missing.length === 0) return [];
  await connection.operatorService.addSearchAttributes({
    namespace,
    searchAttributes: Object.fromEntries(missing.map((key) => [key.name, INDEXED_TYPES[key.type]])),
  });
  return missing.map((key) => key.name);
}
