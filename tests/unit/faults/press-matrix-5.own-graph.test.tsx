import { describePressMatrix } from './press-matrix';
import { pressesBetween } from './press-cases';

// One of the pressed-call matrix's five files (so that Vitest's two workers share it), each in a module graph of its
// own: in a worker's shared graph, after some earlier files, a press's call was never sent (docs/guide/testing.md#unit-tests).
describePressMatrix('the payments', pressesBetween('pay premium'));
