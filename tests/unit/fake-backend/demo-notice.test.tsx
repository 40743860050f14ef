import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '@/shared/i18n/i18n';
import { testControls } from '../support/controls';
import { mountDemoNotice } from '@mocks/notice/mount-notice';
import { NOTICE_DISMISSED_KEY, dismissNotice, shouldShowNotice } from '@mocks/notice/notice-state';
import { panelVisibility } from '@mocks/controls/panel-visibility';

/** Issue 14: a first-time visitor of the demo learns that the data is made up and where the controls are. */

describe('when the demo notice shows', () => {
  afterEach(() => localStorage.clear());

  it('to a first-time visitor, not once dismissed, and again with ?notice=on', () => {
    expect(shouldShowNotice('', localStorage)).toBe(true);
    dismissNotice(localStorage);
    expect(shouldShowNotice('', localStorage)).toBe(false);
    expect(shouldShowNotice('?seed=3', localStorage)).toBe(false);
    expect(shouldShowNotice('?notice=on', localStorage)).toBe(true);
    // Shown again means shown on the next visit too, until dismissed again.
    expect(shouldShowNotice('', localStorage)).toBe(true);
  });
});

describe('the demo notice', () => {
  afterEach(() => {
    localStorage.clear();
    panelVisibility.setOpen(false);
    document.getElementById('amora-demo-notice')?.remove();
    document.getElementById('amora-demo-controls')?.remove();
  });

  it('says the data is made up, opens the Demo controls, and is remembered as dismissed', async () => {
    await initI18n('en');
    act(() => mountDemoNotice(testControls().controls));
    const notice = await screen.findByRole('complementary', { name: 'About this demo' });
    expect(notice).toHaveTextContent('This is a demo: every person and message is made up.');
    await userEvent.click(screen.getByRole('button', { name: 'Open the Demo controls' }));
    expect(await screen.findByRole('region', { name: 'Demo controls' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'About this demo' })).toBeNull());
    expect(localStorage.getItem(NOTICE_DISMISSED_KEY)).toBe('1');
  });

  it('speaks the page language (French, Arabic)', async () => {
    await initI18n('fr');
    act(() => mountDemoNotice(testControls().controls));
    expect(await screen.findByRole('complementary', { name: 'À propos de cette démo' })).toHaveTextContent('Ceci est une démo');
    await userEvent.click(screen.getByRole('button', { name: 'J’ai compris' }));
    await waitFor(() => expect(document.getElementById('amora-demo-notice')).toBeNull());

    localStorage.clear();
    await act(() => i18n.changeLanguage('ar'));
    act(() => mountDemoNotice(testControls().controls));
    expect(await screen.findByRole('complementary', { name: 'حول هذا العرض التجريبي' })).toHaveTextContent('هذا عرض تجريبي');
  });
});
