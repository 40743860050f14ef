import { describe, expect, it } from 'vitest';
import {
  problemOf,
  readyToJoin,
  startWizard,
  wizardReducer,
  wizardSteps,
  wizardTabs,
  type WizardAction,
  type WizardState,
} from '@/features/signup/wizard-state';

const face = { faceId: 'face-1', image: 'verification/face-1.jpg' };
const photo = { imageName: 'signup-1.jpg', imageUrl: 'data:image/jpeg;base64,AAAA' };
const place = { place: 'Lyon, Auvergne-Rhône-Alpes, France', lat: '45.76', lon: '4.83' };

const run = (state: WizardState, ...actions: WizardAction[]) => actions.reduce(wizardReducer, state);

/** The state on the location tab with everything chosen, reached the way a person would. */
function atLocation(): WizardState {
  return run(
    startWizard('enabled'),
    { type: 'codeVerified' },
    { type: 'peopleForChosen', id: '2' },
    { type: 'webcamOpened' },
    { type: 'faceChecked', face },
    { type: 'faceAccepted' },
    { type: 'photoUploaded', photo },
    { type: 'interestToggled', name: 'Music' },
    { type: 'interestsSaved' },
    { type: 'placeChosen', place },
  );
}

describe('the sign-up wizard', () => {
  it("visits the product's tabs 5, 1, 2, 3, 4 in that order", () => {
    expect(wizardTabs).toEqual(['verification', 'hereTo', 'photo', 'interest', 'location']);
  });

  it('numbers the steps as the person meets them: 1 to 5, or 1 to 4 without the mail code', () => {
    expect(wizardSteps(startWizard('enabled'))).toEqual([
      { tab: 'verification', position: 1 },
      { tab: 'hereTo', position: 2 },
      { tab: 'photo', position: 3 },
      { tab: 'interest', position: 4 },
      { tab: 'location', position: 5 },
    ]);
    expect(wizardSteps(startWizard('disabled'))).toEqual([
      { tab: 'hereTo', position: 1 },
      { tab: 'photo', position: 2 },
      { tab: 'interest', position: 3 },
      { tab: 'location', position: 4 },
    ]);
  });

  it('starts on tab 5, or on tab 1 when the server does not verify mails', () => {
    expect(startWizard('enabled').tab).toBe('verification');
    expect(startWizard('disabled')).toMatchObject({ tab: 'hereTo', verificationSkipped: true });
  });

  it('goes through every tab in order to a state ready to join', () => {
    const state = atLocation();
    expect(state).toMatchObject({ tab: 'location', peopleForId: '2', face, faceAccepted: true, photo, interests: ['Music'], place, webcamOpen: false });
    expect(readyToJoin(state)).toBe(true);
  });

  it('leaves tab 5 only with a verified code', () => {
    const start = startWizard('enabled');
    expect(run(start, { type: 'peopleForChosen', id: '1' }, { type: 'webcamOpened' })).toEqual(start);
    expect(run(start, { type: 'codeVerified' }).tab).toBe('hereTo');
  });

  it("asks for one 'here to' choice before the webcam opens", () => {
    const hereTo = run(startWizard('disabled'));
    expect(problemOf(hereTo)).toBe('selectAnyOne');
    expect(run(hereTo, { type: 'webcamOpened' }).webcamOpen).toBe(false);
    const chosen = run(hereTo, { type: 'peopleForChosen', id: '3' }, { type: 'peopleForChosen', id: '1' });
    expect(chosen.peopleForId).toBe('1');
    expect(problemOf(chosen)).toBeNull();
    expect(run(chosen, { type: 'webcamOpened' }).webcamOpen).toBe(true);
  });

  it('moves to the photo only with a checked face; Retake forgets it; closing keeps tab 1', () => {
    const webcam = run(startWizard('disabled'), { type: 'peopleForChosen', id: '1' }, { type: 'webcamOpened' });
    expect(run(webcam, { type: 'faceAccepted' })).toEqual(webcam);
    const checked = run(webcam, { type: 'faceChecked', face });
    expect(run(checked, { type: 'faceRetaken' }).face).toBeNull();
    expect(run(checked, { type: 'webcamClosed' })).toMatchObject({ tab: 'hereTo', webcamOpen: false });
    expect(run(checked, { type: 'faceAccepted' })).toMatchObject({ tab: 'photo', webcamOpen: false, faceAccepted: true });
  });

  it('reopening the webcam starts from a new capture', () => {
    const checked = run(startWizard('disabled'), { type: 'peopleForChosen', id: '1' }, { type: 'webcamOpened' }, { type: 'faceChecked', face });
    const reopened = run(checked, { type: 'webcamClosed' }, { type: 'webcamOpened' });
    expect(reopened).toMatchObject({ webcamOpen: true, face: null });
  });

  it('goes to the interests after a successful upload only', () => {
    const photoTab = run(startWizard('disabled'), { type: 'peopleForChosen', id: '1' }, { type: 'webcamOpened' }, { type: 'faceChecked', face }, { type: 'faceAccepted' });
    expect(photoTab.tab).toBe('photo');
    expect(run(photoTab, { type: 'interestsSaved' })).toEqual(photoTab);
    expect(run(photoTab, { type: 'photoUploaded', photo })).toMatchObject({ tab: 'interest', photo });
  });

  it('toggles interests and saves only with at least one', () => {
    const interestTab = run(atLocation(), { type: 'joinFailed' });
    const fresh = { ...interestTab, tab: 'interest' as const, interests: [] };
    expect(problemOf(fresh)).toBe('selectInterest');
    expect(run(fresh, { type: 'interestsSaved' }).tab).toBe('interest');
    const toggled = run(fresh, { type: 'interestToggled', name: 'Music' }, { type: 'interestToggled', name: 'Art' }, { type: 'interestToggled', name: 'Music' });
    expect(toggled.interests).toEqual(['Art']);
    expect(run(toggled, { type: 'interestsSaved' }).tab).toBe('location');
  });

  it('needs a place chosen from the suggestions to join', () => {
    const cleared = run(atLocation(), { type: 'placeCleared' });
    expect(problemOf(cleared)).toBe('selectLocation');
    expect(run(cleared, { type: 'joinStarted' }).joining).toBe(false);
    expect(readyToJoin(cleared)).toBe(false);
  });

  it('guards Join against a second click, and lets it be pressed again after an error', () => {
    const joining = run(atLocation(), { type: 'joinStarted' });
    expect(joining.joining).toBe(true);
    expect(run(joining, { type: 'joinStarted' })).toBe(joining);
    const failed = run(joining, { type: 'joinFailed' });
    expect(failed.joining).toBe(false);
    expect(run(failed, { type: 'joinStarted' }).joining).toBe(true);
  });

  it('ignores actions of other tabs', () => {
    const start = startWizard('enabled');
    for (const action of [
      { type: 'photoUploaded', photo },
      { type: 'interestToggled', name: 'Music' },
      { type: 'placeChosen', place },
      { type: 'joinStarted' },
      { type: 'faceChecked', face },
    ] satisfies WizardAction[]) {
      expect(wizardReducer(start, action)).toEqual(start);
    }
  });
});
