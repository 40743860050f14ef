import type { ResolvedPlace } from '@/shared/ports/places';

/**
 * The sign-up wizard as a pure state machine (docs/product/flows.md#sign-up). The product numbers its tabs
 * 5 Verification, 1 I am here to (then the webcam popup), 2 photo, 3 interest, 4 location, and
 * visits them in that order: tab 5 comes first.
 */
export type WizardTab = 'verification' | 'hereTo' | 'photo' | 'interest' | 'location';

/** The tabs in the order they are visited (the product's tab 5 first). */
export const wizardTabs: readonly WizardTab[] = ['verification', 'hereTo', 'photo', 'interest', 'location'];

/**
 * The steps this person goes through, numbered as they meet them: the product's tab numbers (5, 1,
 * 2, 3, 4) are the original app's ids, and a "5" shown first reads as the last step. Without a
 * mail code (email_verified 'disabled') the verification is no step at all, and 1 to 4 remain.
 */
export function wizardSteps(state: Pick<WizardState, 'verificationSkipped'>): Array<{ tab: WizardTab; position: number }> {
  return wizardTabs.filter((tab) => !(tab === 'verification' && state.verificationSkipped)).map((tab, index) => ({ tab, position: index + 1 }));
}

/** A face the face check accepted: its id and the image the server keeps for verification. */
export interface CheckedFace {
  faceId: string;
  image: string;
}

export interface UploadedPhoto {
  imageName: string;
  imageUrl: string;
}

export interface WizardState {
  tab: WizardTab;
  /** The server did not ask for a mail code (email_verified 'disabled'). */
  verificationSkipped: boolean;
  peopleForId: string | null;
  webcamOpen: boolean;
  face: CheckedFace | null;
  /** The face was accepted with Next: the photo tab compares with it. */
  faceAccepted: boolean;
  photo: UploadedPhoto | null;
  interests: string[];
  place: ResolvedPlace | null;
  /** The click-once guard of Join: true from the click until the call fails. */
  joining: boolean;
}

export type WizardAction =
  | { type: 'codeVerified' }
  | { type: 'peopleForChosen'; id: string }
  | { type: 'webcamOpened' }
  | { type: 'webcamClosed' }
  | { type: 'faceChecked'; face: CheckedFace }
  | { type: 'faceRetaken' }
  | { type: 'faceAccepted' }
  | { type: 'photoUploaded'; photo: UploadedPhoto }
  | { type: 'interestToggled'; name: string }
  | { type: 'interestsSaved' }
  | { type: 'placeChosen'; place: ResolvedPlace }
  | { type: 'placeCleared' }
  | { type: 'joinStarted' }
  | { type: 'joinFailed' };

/** The wizard opens on tab 5, or on tab 1 when the server does not verify mails. */
export function startWizard(emailVerified: string): WizardState {
  const skip = emailVerified === 'disabled';
  return {
    tab: skip ? 'hereTo' : 'verification',
    verificationSkipped: skip,
    peopleForId: null,
    webcamOpen: false,
    face: null,
    faceAccepted: false,
    photo: null,
    interests: [],
    place: null,
    joining: false,
  };
}

/** Why the current step cannot go on yet; each is a key of the signup texts. */
export type WizardProblem = 'selectAnyOne' | 'selectInterest' | 'selectLocation';

export function problemOf(state: WizardState): WizardProblem | null {
  if (state.tab === 'hereTo' && !state.peopleForId) return 'selectAnyOne';
  if (state.tab === 'interest' && state.interests.length === 0) return 'selectInterest';
  if (state.tab === 'location' && !state.place) return 'selectLocation';
  return null;
}

/** Every transition is guarded: an action that does not fit the current step changes nothing. */
export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'codeVerified':
      return state.tab === 'verification' ? { ...state, tab: 'hereTo' } : state;
    case 'peopleForChosen':
      return state.tab === 'hereTo' ? { ...state, peopleForId: action.id } : state;
    case 'webcamOpened':
      return state.tab === 'hereTo' && state.peopleForId ? { ...state, webcamOpen: true, face: null } : state;
    case 'webcamClosed':
      return { ...state, webcamOpen: false };
    case 'faceChecked':
      return state.webcamOpen ? { ...state, face: action.face } : state;
    case 'faceRetaken':
      return state.webcamOpen ? { ...state, face: null } : state;
    case 'faceAccepted':
      return state.webcamOpen && state.face ? { ...state, webcamOpen: false, faceAccepted: true, tab: 'photo' } : state;
    case 'photoUploaded':
      return state.tab === 'photo' && state.faceAccepted ? { ...state, photo: action.photo, tab: 'interest' } : state;
    case 'interestToggled': {
      if (state.tab !== 'interest') return state;
      const chosen = state.interests.includes(action.name);
      return { ...state, interests: chosen ? state.interests.filter((name) => name !== action.name) : [...state.interests, action.name] };
    }
    case 'interestsSaved':
      return state.tab === 'interest' && state.interests.length > 0 ? { ...state, tab: 'location' } : state;
    case 'placeChosen':
      return state.tab === 'location' ? { ...state, place: action.place } : state;
    case 'placeCleared':
      return state.tab === 'location' ? { ...state, place: null } : state;
    case 'joinStarted':
      return state.tab === 'location' && state.place && !state.joining ? { ...state, joining: true } : state;
    case 'joinFailed':
      return { ...state, joining: false };
  }
}

/** Everything signupweb needs from the wizard is there. */
export function readyToJoin(state: WizardState): boolean {
  return Boolean(state.peopleForId && state.face && state.photo && state.interests.length > 0 && state.place);
}
