import { describePressMatrix } from './press-matrix';
import { presses } from './press-cases';

// The pressed-call matrix is split over three files, so that Vitest's two workers share it.
describePressMatrix('the account, the profile, the photos and the payments', presses.slice(22));
