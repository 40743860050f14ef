import { describePressMatrix } from './press-matrix';
import { pressesBetween } from './press-cases';

// The pressed-call matrix is split over five files, so that Vitest's two workers share it.
describePressMatrix('the payments', pressesBetween('pay premium'));
