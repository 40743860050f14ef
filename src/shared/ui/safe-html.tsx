import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * Links in server HTML open beside the app, and cannot reach back into it
 * through window.opener. (Not in Node, where the public help page is prerendered
 * with no server HTML yet: DOMPurify has no document there, and none of its API.)
 */
if (DOMPurify.isSupported) {
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && /^https?:/i.test(node.getAttribute('href') ?? '')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

export interface SafeHtmlProps {
  /** HTML from the server (help pages). */
  html: string;
  className?: string;
  /** 'auto' lets server text in another script than the page's keep its own direction. */
  dir?: 'ltr' | 'rtl' | 'auto';
}

/**
 * The one place where HTML from the server is rendered: scripts, event
 * handlers, javascript: links and anything else outside plain HTML are
 * removed by DOMPurify first.
 */
export function SafeHtml({ html, className, dir }: SafeHtmlProps) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return <div className={className} dir={dir} dangerouslySetInnerHTML={{ __html: clean }} />;
}
