import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '@/shared/api/contract/common';
import type { OfferItem } from '@/member/plans/api/use-offer-list';
import { PlanCarousel } from '@/member/plans/plan-carousel';
import { renderScreen } from '../support/render';

/**
 * A premium plan's unit ('Days', premiumlistweb's `type`) is the client's word to
 * translate, agreeing with the count; English stays as the server sends it.
 */
const plan = (id: string, days: string): OfferItem => ({ id, count: days, unit: 'Days', price: '9.99', superLikes: '0', boosts: '0' });
const plans = [plan('1', '1'), plan('2', '2'), plan('3', '7'), plan('4', '30'), plan('5', '100')];

describe('the plan cards’ unit', () => {
  it.each([
    ['en', ['Day', 'Days', 'Days', 'Days', 'Days'], 'Premium plans'],
    ['fr', ['jour', 'jours', 'jours', 'jours', 'jours'], 'Formules premium'],
    ['ar', ['يوم', 'يومان', 'أيام', 'يومًا', 'يوم'], 'الباقات المميزة'],
  ] as const)('is said in %s, by the count', async (language: LanguageCode, units, groupName) => {
    await renderScreen(<PlanCarousel offer="premium" items={plans} currency="EUR" selectedId={null} onSelect={() => {}} />, { language });
    const radios = within(screen.getByRole('radiogroup', { name: groupName })).getAllByRole('radio');
    expect(radios.map((radio) => radio.textContent)).toEqual(plans.map((item, index) => expect.stringContaining(`${item.count}${units[index]}`)));
    expect(radios[3]).toHaveAccessibleName(expect.stringContaining(`30 ${units[3]}`));
  });

  it('shows a unit it does not know as the server sent it', async () => {
    await renderScreen(<PlanCarousel offer="premium" items={[{ ...plan('1', '3'), unit: 'Seasons' }]} currency="EUR" selectedId={null} onSelect={() => {}} />, { language: 'fr' });
    expect(screen.getByRole('radio')).toHaveAccessibleName(expect.stringContaining('3 Seasons'));
  });
});
