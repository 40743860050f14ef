import { paths } from '@/shared/routing/paths';

/**
 * The named scenarios the demo controls offer, in the order they list them. Apart from the scenarios
 * themselves (index.ts), which need the generators: the controls load those only when one is applied.
 */
export const scenarioNames = [
  'fresh-match',
  'chat-of-20-messages',
  'expired-premium',
  'blocked-pair',
  'long-chat',
  'chat-with-probes',
  'swipe-setting-on',
  'hostile-input',
  'empty-account',
] as const;

export type ScenarioName = (typeof scenarioNames)[number];

/** Where each scenario shows: its state link lands there (controls/state-link.ts). */
export const scenarioLandings: Record<ScenarioName, string> = {
  'fresh-match': paths.matches,
  'chat-of-20-messages': paths.messages,
  'expired-premium': paths.profile,
  'blocked-pair': paths.messages,
  'long-chat': paths.messages,
  'chat-with-probes': paths.messages,
  'swipe-setting-on': paths.peopleNear,
  'hostile-input': paths.messages,
  'empty-account': paths.peopleNear,
};

/** What applying a scenario made, for the member whose screens show it. */
export interface AppliedScenario {
  /** The member whose screens show the scenario (the empty account is a new member). */
  memberId: string;
  /** Sign in with this to see it, when it is not the member already signed in. */
  signIn?: { email: string; password: string };
  /** What the scenario made, for the log: the partner, the chat… */
  details: Record<string, string>;
}
