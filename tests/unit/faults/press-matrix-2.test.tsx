import { describePressMatrix } from './press-matrix';
import { presses } from './press-cases';

// The pressed-call matrix is split over three files, so that Vitest's two workers share it.
describePressMatrix('the profile views, the feeds, the filter and the settings', presses.slice(12, 22));
