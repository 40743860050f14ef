import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { handlers } from '@mocks/handlers';
import { sharedAnnotations } from './annotations';
import '@/shared/ui/theme.css';

/** The app's own handlers, answered by the worker served from mocks/public. */
const apiLoader = mswLoader(async () => {
  const worker = setupWorker(...handlers);
  await worker.start({
    quiet: true,
    serviceWorker: { url: './mockServiceWorker.js' },
    onUnhandledRequest(request, print) {
      // A call to the API nobody answers is a broken story; anything else (assets, Storybook) goes through.
      if (new URL(request.url).pathname.startsWith('/api/')) print.error();
    },
  });
  return worker;
});

const preview: Preview = {
  ...sharedAnnotations,
  loaders: [...sharedAnnotations.loaders, apiLoader],
};

export default preview;
