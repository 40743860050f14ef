import { describeFaultMatrix } from './fault-matrix';
import { screens } from './fault-cases';

// The matrix is split over three files so Vitest's two workers share it.
describeFaultMatrix('filter, payments and lists', screens.slice(10, 19));
