import { describeFaultMatrix } from './fault-matrix';
import { screens } from './fault-cases';

// The matrix is split over three files so Vitest's two workers share it.
describeFaultMatrix('feeds, messages, chat, settings, shell and help', screens.slice(19));
