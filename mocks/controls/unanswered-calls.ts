import { watchFakeBackendAnswers } from '@/shared/api/api';
import { requestLog, unansweredOutcome } from './request-log';

/**
 * A call the fake backend never saw (its worker let it through, and the static host answered) is an error the app
 * reports, not a sign-out (src/shared/api/client.ts), and one the controls' log shows. The page then tells its worker
 * again that it mocks, as MSW's start does (MOCK_ACTIVATE): a worker that had lost the page, which
 * mocks/worker/remembered-clients.js keeps it from doing where it can, takes the next call, so the screen's Try again
 * is answered (docs/decisions/006-worker-restart.md).
 */
export function watchUnansweredCalls(): () => void {
  return watchFakeBackendAnswers({
    unanswered(call, httpStatus) {
      requestLog.add({ kind: 'call', name: call, outcome: unansweredOutcome(httpStatus) });
      if ('serviceWorker' in navigator) navigator.serviceWorker.controller?.postMessage('MOCK_ACTIVATE');
    },
  });
}
