import { blockedPair } from './blocked-pair';
import { chatWithMessages } from './chat-with-messages';
import { emptyAccount } from './empty-account';
import { expiredPremium } from './expired-premium';
import { freshMatch } from './fresh-match';
import { plantHostileInput, SAMPLE_HOSTILE_INPUT } from './hostile-input';
import { chatWithProbes, longChat } from './long-chat';
import type { AppliedScenario, ScenarioName } from './names';
import { swipeSettingOn } from './swipe-setting-on';

/**
 * The named scenarios, as the demo controls offer them: each applied for one
 * member (the signed-in one), answering what it made and which account to be
 * signed in as to see it. Tests and stories call the scenario functions
 * themselves, with their own options.
 */

export const scenarios = {
  'fresh-match': async (memberId: string): Promise<AppliedScenario> => {
    const { partnerId } = await freshMatch({ memberId });
    return { memberId, details: { partnerId } };
  },
  'chat-of-20-messages': async (memberId: string): Promise<AppliedScenario> => {
    const { partnerId, chatId } = await chatWithMessages({ memberId, count: 20, unread: 2 });
    return { memberId, details: { partnerId, chatId } };
  },
  'expired-premium': async (memberId: string): Promise<AppliedScenario> => {
    await expiredPremium({ memberId });
    return { memberId, details: {} };
  },
  'blocked-pair': async (memberId: string): Promise<AppliedScenario> => {
    const { partnerId, chatId } = await blockedPair({ memberId });
    return { memberId, details: { partnerId, chatId } };
  },
  'long-chat': async (memberId: string): Promise<AppliedScenario> => {
    const { partnerId, chatId } = await longChat({ memberId, count: 5000 });
    return { memberId, details: { partnerId, chatId } };
  },
  'chat-with-probes': async (memberId: string): Promise<AppliedScenario> => {
    const { partnerId, chatId } = await chatWithProbes({ memberId });
    return { memberId, details: { partnerId, chatId } };
  },
  // The deck's "Remove related matches ?" after the next nope (docs/product/flows.md#swiping).
  'swipe-setting-on': async (memberId: string): Promise<AppliedScenario> => {
    await swipeSettingOn({ memberId });
    return { memberId, details: { swipe: '1' } };
  },
  // Script-shaped texts and javascript:/data: URLs in every name, text and image of the member's screens.
  'hostile-input': async (memberId: string): Promise<AppliedScenario> => {
    const { chatId, partnerId, helpPageId } = await plantHostileInput({ ...SAMPLE_HOSTILE_INPUT, memberId });
    return { memberId, details: { chatId, partnerId, helpPageId } };
  },
  'empty-account': async (): Promise<AppliedScenario> => {
    const { memberId, email, password } = await emptyAccount();
    return { memberId, signIn: { email, password }, details: { email } };
  },
} satisfies Record<ScenarioName, (memberId: string) => Promise<AppliedScenario>>;

export { scenarioNames, type AppliedScenario, type ScenarioName } from './names';

export { blockedPair, chatWithMessages, chatWithProbes, emptyAccount, expiredPremium, freshMatch, longChat, plantHostileInput, swipeSettingOn };
