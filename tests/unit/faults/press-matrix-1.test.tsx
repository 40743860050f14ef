import { describePressMatrix } from './press-matrix';
import { presses } from './press-cases';

// The pressed-call matrix is split over three files, so that Vitest's two workers share it.
describePressMatrix('the deck, the chat and the chat list', presses.slice(0, 12));
