import { describePressMatrix } from './press-matrix';
import { pressesBetween } from './press-cases';

// The pressed-call matrix is split over five files, so that Vitest's two workers share it.
describePressMatrix('the chat, the chat list and the match', pressesBetween('chat send', 'like view super like'));
