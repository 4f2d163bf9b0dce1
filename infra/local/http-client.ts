/** A plain HTTP client for the local gateways (benchmark and tests alike): JSON in, JSON (or text) out. */
export interface HttpRequest {
  method: string;
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  /** Sent as is (for malformed JSON, wrong content types, huge payloads). */
  rawBody?: string;
  token?: string;
  headers?: Record<string, string>;
}

export interface HttpResponse {
  /** The URL requested (query included). */
  url: URL;
  status: number;
  headers: Headers;
  body: any;
  text: string;
}

export async function send(baseUrl: string, request: HttpRequest): Promise<HttpResponse> {
  const url = new URL(request.path.startsWith('http') ? request.path : baseUrl + request.path);
  for (const [k, v] of Object.entries(request.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
  const headers: Record<string, string> = { ...request.headers };
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  let body = request.rawBody;
  if (request.body !== undefined) {
    body = JSON.stringify(request.body);
    if (!Object.keys(headers).some((name) => name.toLowerCase() === 'content-type')) headers['content-type'] = 'application/json';
  }
  const response = await fetch(url, { method: request.method, headers, body, redirect: 'manual' });
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  return { url, status: response.status, headers: response.headers, body: parsed, text };
}
