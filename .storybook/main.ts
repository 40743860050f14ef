import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The MSW worker, at the root next to iframe.html: stories use the app's own handlers.
  staticDirs: [{ from: '../mocks/public', to: '/' }],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // vite.config.ts sets base '/web/' for the app; Storybook must load its assets from where it is served.
  viteFinal: (viteConfig) => mergeConfig(viteConfig, { base: './' }),
};

export default config;
