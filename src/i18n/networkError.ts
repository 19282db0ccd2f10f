import { msg } from '@lingui/core/macro';

import { i18n } from './i18n';

/**
 * The message of a call that got no answer. Apart from the code table (errorMessages.ts, loaded
 * when a refusal comes), so the first page can show it without loading the table.
 */
export function networkErrorMessage(): string {
  return i18n._(msg`Network error, please check your connection and try again`);
}
