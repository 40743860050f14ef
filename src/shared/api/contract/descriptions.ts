import { accountDescriptions } from './account.descriptions';
import { chatDescriptions } from './chat.descriptions';
import type { CallDescriptions } from './define-call';
import { discoveryDescriptions } from './discovery.descriptions';
import { helpDescriptions } from './help.descriptions';
import type { Contract } from './index';
import { profileDescriptions } from './profile.descriptions';
import { purchasesDescriptions } from './purchases.descriptions';
import { socialDescriptions } from './social.descriptions';

/**
 * Every call's description, by name: the API reference's text (scripts/contract/openapi-document.ts). Only the
 * export script and the tests import it, so none of this text reaches the app's bundle
 * (tests/unit/shared/api/call-descriptions.logic.test.ts checks that nothing under src/ imports it).
 */
export const callDescriptions = {
  ...accountDescriptions,
  ...profileDescriptions,
  ...purchasesDescriptions,
  ...discoveryDescriptions,
  ...socialDescriptions,
  ...chatDescriptions,
  ...helpDescriptions,
} satisfies CallDescriptions<Contract>;
