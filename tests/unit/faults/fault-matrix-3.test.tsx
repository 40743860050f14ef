import { describeFaultMatrix } from './fault-matrix';
import { screens } from './fault-cases';

// The matrix is split over four files of about 15 s to 25 s each, so that Vitest's workers share it.
describeFaultMatrix('find new people and the lists', screens.slice(14, 19));
