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

/** What applying a scenario made, for the member whose screens show it. */
export interface AppliedScenario {
  /** The member whose screens show the scenario (the empty account is a new member). */
  memberId: string;
  /** Sign in with this to see it, when it is not the member already signed in. */
  signIn?: { email: string; password: string };
  /** What the scenario made, for the log: the partner, the chat… */
  details: Record<string, string>;
}
