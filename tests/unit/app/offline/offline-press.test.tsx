import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/app/query-client';
import { DeckScreen } from '@/features/deck/deck-screen';
import { ChangePhoneScreen } from '@/features/profile/change-phone-screen';
import { PremiumGateProvider } from '@/member/premium/premium-gate';
import { isOfflineFailure, refusalMessage } from '@/shared/api/errors';
import { callMutation } from '@/shared/api/use-call-mutation';
import { initI18n } from '@/shared/i18n/i18n';
import { providePorts } from '@/shared/ports/ports';
import { paths } from '@/shared/routing/paths';
import { readSession } from '@/shared/session/session';
import { fakePorts } from '@mocks/fakes';
import { signIn } from '@mocks/testing/sign-in';
import { memberRecord } from '../../support/members';
import { renderScreen } from '../../support/render';
import { goOffline, goOnline } from './browser-offline';

/**
 * A press while the browser is offline is refused at once, saying so in the member's language, never held
 * out of sight nor lost silently (docs/decisions/019-offline-member.md).
 */
const NOT_SENT = 'You are offline: nothing was sent. Try again once you are back online.';

afterEach(() => goOnline());

function renderDeck(as: 'regular' | 'premium') {
  return renderScreen(
    <PremiumGateProvider>
      <DeckScreen revealDelayMs={0} />
    </PremiumGateProvider>,
    { as },
  );
}

/** A write as every screen sends it: a mutation of the app's query client, keyed by its call. */
async function pressOffline() {
  const queryClient = createQueryClient();
  const mutation = queryClient.getMutationCache().build(queryClient, callMutation('webmatch'));
  goOffline();
  return mutation.execute({ user_id: readSession()?.userId ?? '', follow_id: '170', type: 'like' }).catch((error: unknown) => error);
}

describe('a press while offline', () => {
  it('fails at once as an offline failure, whose message the screens show', async () => {
    await signIn('regular');
    await initI18n('en');
    const error = await pressOffline();
    expect(isOfflineFailure(error)).toBe(true);
    expect(refusalMessage(error)).toBe(NOT_SENT);
  });

  it.each([
    ['fr', "Vous êtes hors ligne : rien n'a été envoyé. Réessayez une fois la connexion revenue."],
    ['ar', 'أنت غير متصل بالإنترنت: لم يُرسَل شيء. حاول مجددًا عند عودة الاتصال.'],
  ] as const)('says so in %s', async (language, text) => {
    await signIn('regular');
    await initI18n(language);
    expect(refusalMessage(await pressOffline())).toBe(text);
  });

  it('on the deck: the like is refused saying so, and the card comes back', async () => {
    await renderDeck('regular');
    const top = await screen.findByRole('article');
    const name = top.getAttribute('aria-label') ?? '';
    goOffline();
    await userEvent.click(screen.getByRole('button', { name: 'Like' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_SENT);
    expect(await screen.findByRole('article', { name })).toBeInTheDocument();
  });

  it('the boost icon says so rather than that the boost failed', async () => {
    await renderDeck('regular');
    await screen.findByRole('article');
    goOffline();
    await userEvent.click(screen.getByRole('button', { name: 'Boost' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_SENT);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Use Boost says so rather than offering boosts to buy', async () => {
    await renderDeck('premium');
    await screen.findByRole('article');
    await userEvent.click(screen.getByRole('button', { name: 'Boost' }));
    const dialog = await screen.findByRole('dialog', { name: 'Use Boost' });
    goOffline();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use Boost' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_SENT);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the phone change says so, on its page, rather than that the number is taken', async () => {
    providePorts(fakePorts);
    const { userId } = await signIn('premium');
    const before = memberRecord(userId).phone;
    await renderScreen(<ChangePhoneScreen />, { route: paths.changePhone, path: paths.changePhone });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New phone number'), '+15550199997');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    await user.type(await screen.findByLabelText('SMS code'), '123456');
    goOffline();
    await user.click(screen.getByRole('button', { name: 'Verify and save' }));
    expect(await screen.findByText(NOT_SENT)).toBeInTheDocument();
    expect(screen.queryByText('Sorry, You are already registered this Mobile Number')).not.toBeInTheDocument();
    expect(screen.getByLabelText('SMS code')).toBeInTheDocument();
    expect(memberRecord(userId).phone).toBe(before);
  });
});
