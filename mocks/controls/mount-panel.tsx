import { createRoot } from 'react-dom/client';
import type { Controls } from './controls';
import { ControlPanel } from './control-panel';

/**
 * The panel lives in its own React root, outside the app's tree, so the app
 * never imports mock code. Automated browsers (navigator.webdriver) drive the
 * same controls through `window.__amora` and get no floating button over the
 * screens they test, unless the URL asks for it with `?controls=on`.
 */
export function mountControlPanel(controls: Controls): void {
  const asked = new URLSearchParams(window.location.search).get('controls');
  if (asked === 'off' || (navigator.webdriver && asked !== 'on')) return;
  const host = document.createElement('div');
  host.id = 'amora-demo-controls';
  document.body.append(host);
  createRoot(host).render(<ControlPanel controls={controls} />);
}
