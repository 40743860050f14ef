import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SettingsScreen } from '@/features/settings/settings-screen';
import type { LanguageCode } from '@/shared/api/contract/common';
import { PremiumGateProvider } from '@/member/premium/premium-gate';
import { paths } from '@/shared/routing/paths';
import { renderScreen } from '../support/render';


/**
 * The 'I am here to' choices come from the server (admindatas), which answers them
 * in the member's language; the screen shows them as they come, Arabic included.
 */
describe("Settings' 'I am here to' choices", () => {
  it.each([
    ['ar', 'الإعدادات', 'أنا هنا من أجل', ['مواعدة', 'صداقة', 'دراسة', 'شريك حياة']],
    ['fr', 'Paramètres', 'Je suis ici pour', ['Rencontres', 'Amitié', 'Études', 'Partenaire']],
    ['en', 'Settings', 'I am here to', ['Dating', 'Friends', 'Study', 'Partner']],
  ] as const)('are in the member’s language: %s', async (language: LanguageCode, title, hereTo, choices) => {
    await renderScreen(
      <PremiumGateProvider>
        <SettingsScreen />
      </PremiumGateProvider>,
      { route: paths.settings, as: 'regular', language },
    );
    await screen.findByRole('heading', { level: 1, name: title });
    const group = await screen.findByRole('radiogroup', { name: hereTo });
    for (const choice of choices) expect(await within(group).findByRole('radio', { name: choice })).toBeInTheDocument();
    expect(within(group).getAllByRole('radio')).toHaveLength(choices.length);
  });
});
