import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig, type PluginOption } from 'vite';

/**
 * The app's hosting plugins (the Content-Security-Policy in index.html, the static hosts' files, the prerendered
 * public pages, the demo notice written into every page, the signed-in frame in the shell, the guard that keeps the
 * chunk groups off the app's entry) are for the app: Storybook's iframe.html runs inline scripts, which that policy
 * would refuse, has no page of the app to prerender and no shell to frame, and its entry imports every story, the
 * contract's and the query client's groups among them.
 */
const APP_HOSTING_PLUGINS = new Set([
  'amora:security-headers',
  'amora:static-host',
  'amora:prerender',
  'amora:demo-notice',
  'amora:signed-in-frame',
  'amora:groups-stay-off-the-entry',
]);

function withoutAppHosting(plugins: PluginOption[] = []): PluginOption[] {
  return plugins.map((plugin) => {
    if (Array.isArray(plugin)) return withoutAppHosting(plugin);
    return plugin && 'name' in plugin && APP_HOSTING_PLUGINS.has(plugin.name) ? false : plugin;
  });
}

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The MSW worker, at the root next to iframe.html: stories use the app's own handlers.
  staticDirs: [{ from: '../mocks/public', to: '/' }],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // vite.config.ts sets base '/web/' for the app; Storybook must load its assets from where it is served.
  viteFinal: (viteConfig) => mergeConfig({ ...viteConfig, plugins: withoutAppHosting(viteConfig.plugins) }, { base: './' }),
};

export default config;
