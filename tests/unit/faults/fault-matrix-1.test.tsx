import { describeFaultMatrix } from './fault-matrix';
import { screens } from './fault-cases';

// The matrix is split over three files so Vitest's two workers share it.
describeFaultMatrix('deck, profile and the profile views', screens.slice(0, 10));
