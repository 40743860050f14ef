import type { Observation } from './observations';

/**
 * The calls of a HAR 1.2 log as observations: ours (the controls' export, mocks/controls/traffic.ts) or one
 * saved from a browser's DevTools against the real server. A call is an entry under `/api/<call>` whose
 * answer is JSON; its request's fields come from the query, the form's params, or a JSON or urlencoded body.
 * Entries that are not calls (pages, photos, scripts) or whose answer is not JSON are passed over.
 */
export interface HarLike {
  log: { entries: HarEntryLike[] };
}

interface HarEntryLike {
  request: {
    url: string;
    queryString?: { name: string; value: string }[];
    postData?: { mimeType?: string; text?: string; params?: { name: string; value?: string }[] };
  };
  response: { content?: { text?: string; encoding?: string } };
}

const CALL_PATH = /\/api\/([\w-]+)\/?$/;

export function observationsFromHar(har: HarLike, { onlyCalls }: { onlyCalls?: (call: string) => boolean } = {}): Observation[] {
  return (har.log?.entries ?? []).flatMap((entry) => {
    const url = new URL(entry.request.url, 'http://har.invalid');
    const call = CALL_PATH.exec(url.pathname)?.[1];
    if (!call || (onlyCalls && !onlyCalls(call))) return [];
    const answer = jsonOf(entry.response.content);
    if (answer === undefined) return [];
    return [{ call, request: requestFields(entry.request, url), answer }];
  });
}

function jsonOf(content: { text?: string; encoding?: string } | undefined): unknown {
  if (!content?.text) return undefined;
  const text = content.encoding === 'base64' ? new TextDecoder().decode(Uint8Array.from(atob(content.text), (character) => character.charCodeAt(0))) : content.text;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function requestFields(request: HarEntryLike['request'], url: URL): Record<string, string> {
  const fields: Record<string, string> = Object.fromEntries(url.searchParams.entries());
  for (const { name, value } of request.queryString ?? []) fields[name] = value;
  const post = request.postData;
  if (post?.params?.length) {
    for (const { name, value } of post.params) if (value !== undefined) fields[name] = value;
  } else if (post?.text) {
    Object.assign(fields, bodyFields(post.mimeType ?? '', post.text));
  }
  delete fields.password;
  return fields;
}

function bodyFields(mimeType: string, text: string): Record<string, string> {
  if (mimeType.includes('json')) {
    try {
      const parsed = JSON.parse(text) as Record<string, unknown>;
      return Object.fromEntries(Object.entries(parsed).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])));
    } catch {
      return {};
    }
  }
  if (mimeType.includes('x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text).entries());
  if (mimeType.includes('multipart/form-data')) return multipartFields(text);
  return {};
}

/** A multipart body's text fields, as DevTools saves it when it leaves the params out. */
function multipartFields(text: string): Record<string, string> {
  const fields: Record<string, string> = {};
  const parts = text.split(/-{2,}[\w-]+(?:--)?\r?\n?/);
  for (const part of parts) {
    const match = /name="([^"]+)"(?:;[^\r\n]*)?\r?\n(?:[^\r\n]+\r?\n)*\r?\n([\s\S]*?)\r?\n?$/.exec(part);
    if (match?.[1] !== undefined && !/filename="/.test(part)) fields[match[1]] = match[2] ?? '';
  }
  return fields;
}
