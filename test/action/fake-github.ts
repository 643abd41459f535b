import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the GitHub API (the one fake the house rules allow): issue comments of
 * pull requests, paginated with Link headers like GitHub, and GraphQL's `viewer` (who the
 * token is). Records every request.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  authorization?: string;
  body?: any;
}

export interface FakeComment {
  id: number;
  body: string;
  user: { login: string; type: 'User' | 'Bot' };
}

export interface FakeGitHubOptions {
  /** Who writes new comments: the token's account (`github-actions[bot]` by default, as for `GITHUB_TOKEN`). */
  author?: FakeComment['user'];
  /** GraphQL answers `viewer` with an error instead of the author's login. */
  viewerFails?: boolean;
  /** Answer 403 to writes, as GitHub does for a fork's read-only token. */
  readOnly?: boolean;
  /** Answer writes with this server error instead. */
  failWrites?: number;
  pageSize?: number;
}

export class FakeGitHub {
  readonly requests: RecordedRequest[] = [];
  readonly comments = new Map<number, FakeComment[]>();
  private nextId = 1000;
  private server: Server | undefined;
  url = '';

  constructor(readonly options: FakeGitHubOptions = {}) {}

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  addComment(issue: number, body: string, user: FakeComment['user']): FakeComment {
    const comment = { id: this.nextId++, body, user };
    this.comments.set(issue, [...(this.comments.get(issue) ?? []), comment]);
    return comment;
  }

  /** Requests without the read-only ones (GETs and GraphQL queries), as `METHOD path`. */
  writes(): string[] {
    return this.requests.filter((r) => r.method !== 'GET' && r.path !== '/graphql').map((r) => `${r.method} ${r.path}`);
  }

  private author(): FakeComment['user'] {
    return this.options.author ?? { login: 'github-actions[bot]', type: 'Bot' };
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', this.url);
    this.requests.push({
      method: req.method ?? 'GET',
      path: url.pathname + url.search,
      authorization: req.headers.authorization,
      body: raw ? JSON.parse(raw) : undefined,
    });
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
      res.end(JSON.stringify(body));
    };
    const forbidden = () => send(403, { message: 'Resource not accessible by integration', status: '403' });

    if (req.method === 'POST' && url.pathname === '/graphql') {
      if (this.options.viewerFails || !/\bviewer\b/.test(JSON.parse(raw).query)) return send(200, { errors: [{ type: 'FORBIDDEN', message: 'Resource not accessible by integration' }] });
      return send(200, { data: { viewer: { login: this.author().login } } });
    }
    const list = /^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)\/comments$/.exec(url.pathname);
    if (list && req.method === 'GET') {
      const all = this.comments.get(Number(list[3])) ?? [];
      const size = this.options.pageSize ?? Number(url.searchParams.get('per_page') ?? 30);
      const page = Number(url.searchParams.get('page') ?? 1);
      const pages = Math.max(1, Math.ceil(all.length / size));
      const headers: Record<string, string> = {};
      if (page < pages) {
        const next = new URL(url.toString());
        next.searchParams.set('page', String(page + 1));
        const last = new URL(url.toString());
        last.searchParams.set('page', String(pages));
        headers.link = `<${next}>; rel="next", <${last}>; rel="last"`;
      }
      return send(200, all.slice((page - 1) * size, page * size), headers);
    }
    if (list && req.method === 'POST') {
      if (this.options.readOnly) return forbidden();
      if (this.options.failWrites) return send(this.options.failWrites, { message: 'Server Error' });
      const body = JSON.parse(raw) as { body: string };
      return send(201, this.addComment(Number(list[3]), body.body, this.author()));
    }
    const one = /^\/repos\/([^/]+)\/([^/]+)\/issues\/comments\/(\d+)$/.exec(url.pathname);
    if (one && req.method === 'PATCH') {
      if (this.options.readOnly) return forbidden();
      const comment = [...this.comments.values()].flat().find((c) => c.id === Number(one[3]));
      if (!comment) return send(404, { message: 'Not Found' });
      comment.body = (JSON.parse(raw) as { body: string }).body;
      return send(200, comment);
    }
    send(404, { message: 'Not Found' });
  }
}
