/**
 * The XSS corpus: texts a member or the server could send as a name,
 * bio, message, feed post, place or help HTML, and URLs it could send as a
 * photo, chat image, voice message or link. Each payload that can run calls
 * `window.__xss(n)` with its own number (xss.spec.ts records the calls), so a
 * run names what executed. Classics from the OWASP XSS filter evasion cheat
 * sheet and PortSwigger's XSS cheat sheet, plus template syntax, encodings and
 * right-to-left overrides that must come out as the same text.
 */

const RLO = '\u202E';

export const XSS_TEXTS: readonly string[] = [
  '<script>window.__xss(1)</script>',
  '<img src=x onerror="window.__xss(2)">',
  '<svg onload="window.__xss(3)">',
  '<svg><script>window.__xss(4)</script></svg>',
  '"><img src=x onerror=window.__xss(5)>',
  "'><img src=x onerror=window.__xss(6)>",
  '</textarea><script>window.__xss(7)</script>',
  '</title><script>window.__xss(8)</script>',
  '<body onload="window.__xss(9)">',
  '<iframe src="javascript:parent.__xss(10)"></iframe>',
  '<iframe srcdoc="<script>parent.__xss(11)</script>"></iframe>',
  '<a href="javascript:window.__xss(12)">click me</a>',
  '<details open ontoggle="window.__xss(13)">',
  '<video><source onerror="window.__xss(14)"></video>',
  '<audio src=x onerror="window.__xss(15)">',
  '<input autofocus onfocus="window.__xss(16)">',
  '<marquee onstart="window.__xss(17)">',
  '<object data="javascript:window.__xss(18)"></object>',
  '<embed src="javascript:window.__xss(19)">',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss(20)">',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss(21)>">',
  '<form><button formaction="javascript:window.__xss(22)">go</button></form>',
  '<svg><animate onbegin="window.__xss(23)" attributeName="x" dur="1s">',
  '<div style="background:url(javascript:window.__xss(24))">',
  '<base href="javascript:window.__xss(25)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss(26)">',
  "{{constructor.constructor('window.__xss(27)')()}}",
  '${window.__xss(28)}',
  '<%= window.__xss(29) %>',
  '#{window.__xss(30)}',
  `${RLO}<img src=x onerror=window.__xss(31)>gpj.exe`,
  `Ana ${RLO}gnp.exe`,
  'javascript:window.__xss(33)',
  '<img src=x onerror=&#119;indow.__xss(34)>',
  '<a href="&#106;avascript:window.__xss(35)">click me</a>',
  '%3Cscript%3Ewindow.__xss(36)%3C%2Fscript%3E',
  '&lt;script&gt;window.__xss(37)&lt;/script&gt;',
  '<x contenteditable onfocus=window.__xss(38) autofocus>',
  '<img src=x:x onerror="window.__xss(39)" alt="</p>">',
  '<svg><a xlink:href="javascript:window.__xss(40)"><text y="20">click</text></a></svg>',
];

export const XSS_URLS: readonly string[] = [
  'javascript:window.__xss(41)',
  ' JaVaScRiPt:window.__xss(42)',
  'java\tscript:window.__xss(43)',
  'data:text/html,<script>window.opener.__xss(44)</script>',
  'data:text/html;base64,PHNjcmlwdD53aW5kb3cub3BlbmVyLl9feHNzKDQ1KTwvc2NyaXB0Pg==',
  'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="window.__xss(46)"/>',
  'vbscript:window.__xss(47)',
  'x" onerror="window.__xss(48)',
];

export const XSS_PAYLOAD_COUNT = XSS_TEXTS.length + XSS_URLS.length;
