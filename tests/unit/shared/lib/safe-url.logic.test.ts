import { describe, expect, it } from 'vitest';
import { safeAudioUrl, safeImageUrl, safeLinkUrl } from '@/shared/lib/safe-url';

/** A URL from the server reaches src or href only when it cannot run anything. */

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

/** Schemes that run script or open a document, in the disguises browsers see through. */
const hostile = [
  'javascript:window.__xss(1)',
  'JavaScript:window.__xss(1)',
  ' javascript:window.__xss(1)',
  '\u0001javascript:window.__xss(1)',
  'java\tscript:window.__xss(1)',
  'java\nscript:window.__xss(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>window.__xss(1)</script>',
  'data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3MoMSk8L3NjcmlwdD4=',
  'data:image/svg+xml,<svg onload="window.__xss(1)"/>',
  'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9IndpbmRvdy5fX3hzcygxKSIvPg==',
  'file:///etc/passwd',
  'intent://x#Intent;end',
];

describe('safeImageUrl', () => {
  it.each([
    'https://cdn.example.com/p/1.jpg',
    'http://127.0.0.1:4001/assets/p.svg',
    '/web/assets/portrait-1.svg',
    'assets/portrait-1.svg',
    '//cdn.example.com/p.jpg',
    'blob:http://localhost:3000/1b2c',
    PNG,
    'data:image/jpeg;base64,/9j/4AAQ',
    'data:image/gif;base64,R0lGOD',
    'data:image/webp;base64,UklGR',
  ])('lets %s through unchanged', (url) => {
    expect(safeImageUrl(url)).toBe(url);
  });

  it.each(hostile)('refuses %j', (url) => {
    expect(safeImageUrl(url)).toBeUndefined();
  });

  it('answers undefined for nothing, so the caller draws its placeholder', () => {
    expect(safeImageUrl('')).toBeUndefined();
    expect(safeImageUrl('   ')).toBeUndefined();
    expect(safeImageUrl(undefined)).toBeUndefined();
    expect(safeImageUrl(null)).toBeUndefined();
  });
});

describe('safeAudioUrl', () => {
  it.each(['https://cdn.example.com/v/1.m4a', '/web/uploads/voice.webm', 'blob:http://localhost:3000/9f', 'data:audio/webm;base64,GkXfo'])('lets %s through', (url) => {
    expect(safeAudioUrl(url)).toBe(url);
  });

  it.each([...hostile, PNG])('refuses %j', (url) => {
    expect(safeAudioUrl(url)).toBeUndefined();
  });
});

describe('safeLinkUrl', () => {
  it.each(['https://apps.example.com/amora', 'http://example.com/?q=<b>', 'https://facebook.com/amora'])('lets %s through', (url) => {
    expect(safeLinkUrl(url)).toBe(url);
  });

  // A link leaves for another site: a relative, blob: or data: one from the server is refused too.
  it.each([...hostile, PNG, '/web/app/Profile', 'blob:http://localhost:3000/1b2c', 'mailto:someone@example.com', '', undefined])('refuses %j', (url) => {
    expect(safeLinkUrl(url)).toBeUndefined();
  });
});
