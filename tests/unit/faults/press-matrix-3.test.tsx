import { describePressMatrix } from './press-matrix';
import { pressesBetween } from './press-cases';

// One of the pressed-call matrix's five files (so that Vitest's workers share it), in the shared graph of the 'dom' project.
describePressMatrix('the profile views, the feeds, the filter and the settings', pressesBetween('like view super like', 'deactivate'));
