/**
 * The calls the fake backend answered since the last reset, as a HAR 1.2 log
 * (http://www.softwareishard.com/blog/har-12-spec/): the format browsers'
 * network panels and mock tools import. The controls export it as a file.
 */

interface NameValue {
  name: string;
  value: string;
}

interface PostParam {
  name: string;
  value?: string;
  fileName?: string;
  contentType?: string;
}

export interface HarEntry {
  startedDateTime: string;
  time: number;
  request: {
    method: string;
    url: string;
    httpVersion: string;
    cookies: NameValue[];
    headers: NameValue[];
    queryString: NameValue[];
    postData?: { mimeType: string; text: string; params?: PostParam[] };
    headersSize: -1;
    bodySize: number;
  };
  response: {
    status: number;
    statusText: string;
    httpVersion: string;
    cookies: NameValue[];
    headers: NameValue[];
    content: { size: number; mimeType: string; text: string };
    redirectURL: string;
    headersSize: -1;
    bodySize: number;
  };
  cache: Record<string, never>;
  timings: { send: number; wait: number; receive: number };
}

export interface Har {
  log: { version: '1.2'; creator: { name: string; version: string }; pages: never[]; entries: HarEntry[] };
}

/** The newest calls kept: enough for a session of clicking, small enough for the page's memory. */
const LIMIT = 500;
let entries: HarEntry[] = [];
const started = new Map<string, { at: number; request: Promise<HarEntry['request']> }>();

export const traffic = {
  /** A call came in (MSW's `request:start`): its request is read now, before a handler takes its body. */
  started(requestId: string, request: Request): void {
    started.set(requestId, { at: Date.now(), request: harRequest(request.clone()) });
  },

  /** Its answer went out (MSW's `response:mocked`). */
  async answered(requestId: string, response: Response): Promise<void> {
    const start = started.get(requestId);
    if (!start) return;
    started.delete(requestId);
    const time = Date.now() - start.at;
    const [request, answer] = await Promise.all([start.request, harResponse(response.clone())]);
    const entry: HarEntry = {
      startedDateTime: new Date(start.at).toISOString(),
      time,
      request,
      response: answer,
      cache: {},
      timings: { send: 0, wait: time, receive: 0 },
    };
    entries = [...entries, entry].slice(-LIMIT);
  },

  har(): Har {
    return { log: { version: '1.2', creator: { name: 'Amora fake backend', version: '1' }, pages: [], entries: [...entries] } };
  },

  clear(): void {
    entries = [];
    started.clear();
  },
};

function headersOf(headers: Headers): NameValue[] {
  return [...headers.entries()].map(([name, value]) => ({ name, value }));
}

async function harRequest(request: Request): Promise<HarEntry['request']> {
  const url = new URL(request.url);
  const mimeType = request.headers.get('content-type') ?? '';
  const base = {
    method: request.method,
    url: request.url,
    httpVersion: 'HTTP/1.1',
    cookies: [],
    headers: headersOf(request.headers),
    queryString: [...url.searchParams.entries()].map(([name, value]) => ({ name, value })),
    headersSize: -1 as const,
  };
  if (request.method === 'GET' || request.method === 'HEAD') return { ...base, bodySize: 0 };
  if (mimeType.startsWith('multipart/form-data')) {
    // A form's fields as HAR params; a file by its name and type, not its bytes.
    const form = await request.formData().catch(() => null);
    const params: PostParam[] = [...(form?.entries() ?? [])].map(([name, value]) =>
      typeof value === 'string' ? { name, value } : { name, fileName: value.name, contentType: value.type },
    );
    const text = params.map((param) => `${param.name}=${param.value ?? `<${param.fileName ?? 'file'}>`}`).join('&');
    return { ...base, postData: { mimeType, text, params }, bodySize: -1 };
  }
  const text = await request.text().catch(() => '');
  return { ...base, postData: { mimeType, text }, bodySize: text.length };
}

async function harResponse(response: Response): Promise<HarEntry['response']> {
  const text = await response.text().catch(() => '');
  return {
    status: response.status,
    statusText: response.statusText,
    httpVersion: 'HTTP/1.1',
    cookies: [],
    headers: headersOf(response.headers),
    content: { size: text.length, mimeType: response.headers.get('content-type') ?? '', text },
    redirectURL: '',
    headersSize: -1,
    bodySize: text.length,
  };
}
