import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '@/app/router';
import { changeLanguage } from '@/shared/i18n/i18n';
import { paths } from '@/shared/routing/paths';
import { server } from '@mocks/node';
import { emptyAccount } from '@mocks/scenarios/empty-account';
import { signIn } from '@mocks/testing/sign-in';
import { renderScreen } from '../support/render';

/**
 * Every list screen's empty state is one piece (src/shared/ui/empty-state.tsx):
 * the product's words (docs/product/messages.md#empty-states) as a heading, a line saying what would fill it, and a way on.
 */

interface Case {
  screen: string;
  route: string;
  title: string;
  hint: RegExp;
  ways: { name: string; href?: string }[];
  /** A call answered empty for this case (a new member still has people near them and a feed). */
  emptyCall?: 'webfeeds' | 'webgetpeople';
}

const cases: Case[] = [
  { screen: 'Visitors', route: paths.visitors, title: 'No Visitors', hint: /^When someone opens your profile/, ways: [{ name: 'Find people', href: paths.findNewPeople }] },
  { screen: 'Likes', route: paths.likes, title: 'No Likes', hint: /more likes\.$/, ways: [{ name: 'Update your profile', href: paths.editProfile }] },
  { screen: 'Super likes', route: paths.superLikes, title: 'No Super likes', hint: /^People who super like you/, ways: [{ name: 'Go swiping', href: paths.peopleNear }] },
  { screen: 'Matches', route: paths.matches, title: 'No Matches', hint: /when they like you back, you match/, ways: [{ name: 'Go swiping', href: paths.peopleNear }] },
  {
    screen: 'Messages',
    route: paths.messages,
    title: 'No Message',
    hint: /^Start the chat!$/,
    ways: [
      { name: 'See your matches', href: paths.matches },
      { name: 'Go swiping', href: paths.peopleNear },
    ],
  },
  { screen: 'Feeds', route: paths.feeds, title: 'No Feeds', hint: /^Updates from your matches/, ways: [{ name: 'Find people', href: paths.findNewPeople }], emptyCall: 'webfeeds' },
  { screen: 'Find new people', route: paths.findNewPeople, title: 'No people in your location', hint: /^Try another place/, ways: [{ name: 'Change Location' }], emptyCall: 'webgetpeople' },
];

/** The empty state around its heading: the announced words, and the ways on beside them. */
async function emptyStateOf(title: string) {
  const heading = await screen.findByRole('heading', { level: 2, name: title });
  const words = heading.closest('[role="status"]');
  if (!(words instanceof HTMLElement) || !(words.parentElement instanceof HTMLElement)) throw new Error(`"${title}" is not in an announced empty state`);
  return { words, piece: words.parentElement };
}

describe('the empty lists', () => {
  it.each(cases)("$screen: the product's words, a hint and a way on", async ({ route, title, hint, ways, emptyCall }) => {
    if (emptyCall === 'webfeeds') server.use(http.post('*/api/webfeeds', () => HttpResponse.json({ status: 'true', feeds: [] })));
    if (emptyCall === 'webgetpeople') server.use(http.post('*/api/webgetpeople', () => HttpResponse.json({ status: 'true', peoples: [] })));
    const account = await emptyAccount();
    await signIn(account);
    await renderScreen(<AppRoutes />, { route });
    const { words, piece } = await emptyStateOf(title);
    expect(within(words).getByText(hint)).toBeInTheDocument();
    for (const way of ways) {
      const control = within(piece).getByRole(way.href ? 'link' : 'button', { name: way.name });
      if (way.href) expect(control).toHaveAttribute('href', way.href);
    }
  });

  it('Likes for a regular member: "No Likes" and its way on come before the premium offer, not under it', async () => {
    const account = await emptyAccount();
    await signIn(account);
    await renderScreen(<AppRoutes />, { route: paths.likes });
    const { piece } = await emptyStateOf('No Likes');
    const offer = screen.getByRole('heading', { name: 'See who likes you' });
    expect(piece.compareDocumentPosition(offer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('a search that finds no match says it is the search, with no way on to the deck', async () => {
    const user = userEvent.setup();
    await renderScreen(<AppRoutes />, { route: paths.matches, as: 'regular' });
    await screen.findByRole('list', { name: 'Matches' });
    await user.type(screen.getByRole('searchbox', { name: 'Search matches' }), 'zzzz');
    const { words, piece } = await emptyStateOf('No Matches');
    expect(within(words).getByText('No match fits this search or filter.')).toBeInTheDocument();
    expect(within(piece).queryByRole('link')).not.toBeInTheDocument();
  });

  it('in Arabic the words and the ways on are Arabic', async () => {
    const account = await emptyAccount();
    await signIn(account);
    await renderScreen(<AppRoutes />, { route: paths.messages });
    await act(() => changeLanguage('ar'));
    const { piece } = await emptyStateOf('لا توجد رسائل');
    expect(within(piece).getByText('ابدأ المحادثة!')).toBeInTheDocument();
    expect(within(piece).getByRole('link', { name: 'اعرض تطابقاتك' })).toHaveAttribute('href', paths.matches);
    expect(within(piece).getByRole('link', { name: 'تصفّح البطاقات' })).toHaveAttribute('href', paths.peopleNear);
  });
});
