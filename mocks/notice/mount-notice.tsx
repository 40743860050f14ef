import { Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { Controls } from '../controls/controls';
import { openControlPanel } from '../controls/mount-panel';
import { DemoNotice } from './demo-notice';
import { dismissNotice, shouldShowNotice } from './notice-state';

/**
 * The demo notice, in its own React root like the controls (the app never imports mock
 * code). It mounts once the fake backend has started, after the first paint, and only in
 * mock mode: a production build has no mock layer at all.
 */
export function mountDemoNotice(controls: Controls): void {
  if (!shouldShowNotice(window.location.search, localStorage)) return;
  const host = document.createElement('div');
  host.id = 'amora-demo-notice';
  document.body.append(host);
  const root: Root = createRoot(host);
  const close = () => {
    dismissNotice(localStorage);
    root.unmount();
    host.remove();
  };
  root.render(
    // Its texts load with it (useTranslation suspends meanwhile): nothing shows until they are in.
    <Suspense fallback={null}>
      <DemoNotice
        onDismiss={close}
        onOpenControls={() => {
          close();
          openControlPanel(controls);
        }}
      />
    </Suspense>,
  );
}
