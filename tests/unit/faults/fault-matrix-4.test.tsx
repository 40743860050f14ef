import { describeFaultMatrix } from './fault-matrix';
import { screens } from './fault-cases';

// The matrix is split over four files of about 15 s to 25 s each, so that Vitest's workers share it.
describeFaultMatrix('feeds, messages, chat, settings, shell and help', screens.slice(19));
