import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { noticeMarkup, type NoticeTexts } from '../../mocks/notice/notice-markup.ts';

const SCRIPT = 'demo-notice.js';
const fromRoot = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));
const LANGUAGES = ['en', 'fr', 'ar'];

/**
 * The demo notice (mocks/notice/) in every page of a mock-mode build, the dev server's included: its
 * stylesheet inlined in <head>, its markup first in <body> and its script right after it (parser-blocking),
 * so it paints with the page, prerendered or not, and takes its place before anything below is laid out. A production build
 * (mocks disabled) gets none of it, like the MSW worker.
 */
export function demoNoticePlugin(base: string, enabled: boolean): Plugin {
  const script = () => readFileSync(fromRoot('mocks/notice/notice-boot.js'), 'utf8');
  return {
    name: 'amora:demo-notice',
    configureServer(server) {
      if (!enabled) return;
      server.middlewares.use(`${base}${SCRIPT}`, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(script());
      });
    },
    generateBundle() {
      if (enabled) this.emitFile({ type: 'asset', fileName: SCRIPT, source: script() });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!enabled) return html;
        const texts = Object.fromEntries(LANGUAGES.map((code) => [code, readTexts(code)]));
        const head = `<style>${readFileSync(fromRoot('mocks/notice/demo-notice.css'), 'utf8')}</style>\n  </head>`;
        const notice = `<body>\n    ${noticeMarkup(texts)}\n    <script src="${base}${SCRIPT}"></script>`;
        return once(once(html, '</head>', head), '<body>', notice);
      },
    },
  };
}

function readTexts(language: string): NoticeTexts {
  return (JSON.parse(readFileSync(fromRoot(`locales/${language}/demo.json`), 'utf8')) as { notice: NoticeTexts }).notice;
}

function once(html: string, search: string, replacement: string): string {
  if (html.split(search).length !== 2) throw new Error(`demo notice: index.html should hold ${search} once`);
  return html.replace(search, replacement);
}
