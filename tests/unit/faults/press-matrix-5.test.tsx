import { describePressMatrix } from './press-matrix';
import { pressesBetween } from './press-cases';

// One of the pressed-call matrix's five files (so that Vitest's workers share it), in the shared graph of the 'dom' project.
describePressMatrix('the payments', pressesBetween('pay premium'));
