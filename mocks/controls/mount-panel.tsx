import { createRoot } from 'react-dom/client';
import type { Controls } from './controls';
import { ControlPanel } from './control-panel';
import { panelVisibility } from './panel-visibility';

let mounted = false;

function mount(controls: Controls): void {
  if (mounted) return;
  mounted = true;
  const host = document.createElement('div');
  host.id = 'amora-demo-controls';
  document.body.append(host);
  createRoot(host).render(<ControlPanel controls={controls} />);
}

/**
 * The panel lives in its own React root, outside the app's tree, so the app
 * never imports mock code. Automated browsers (navigator.webdriver) drive the
 * same controls through `window.__amora` and get no floating button over the
 * screens they test, unless the URL asks for it with `?controls=on`.
 */
export function mountControlPanel(controls: Controls): void {
  const asked = new URLSearchParams(window.location.search).get('controls');
  if (asked === 'off' || (navigator.webdriver && asked !== 'on')) return;
  mount(controls);
}

/** Shows the panel open, whatever the URL said (the demo notice's button asks for it). */
export function openControlPanel(controls: Controls): void {
  mount(controls);
  panelVisibility.setOpen(true);
}
