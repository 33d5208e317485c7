import type { IncomingMessage, ServerResponse } from 'node:http';

/** A direct route's handler, given the path's parameters (`{ id: '12' }` for `/api/forms/:id/leads`). */
export type ParamNodeHandler = (req: IncomingMessage, res: ServerResponse, params: Record<string, string>) => Promise<void>;

interface Entry {
  method: string;
  /** Path segments; a segment starting with ':' names a parameter. */
  segments: string[];
  handler: ParamNodeHandler;
}

/**
 * The edge's table of direct routes (docs/decisions/0038), keyed "METHOD /path" where a `:name`
 * segment stands for one non-empty path segment. `get(route)` has Map's shape, so the edge looks
 * a route up the same way whatever the table holds; anything that matches no entry exactly
 * (another method, a trailing segment, an empty parameter) goes on to Next.
 */
export class DirectRouteTable {
  private readonly entries: Entry[];

  constructor(routes: [route: string, handler: ParamNodeHandler][]) {
    this.entries = routes.map(([route, handler]) => {
      const [method, path] = route.split(' ', 2);
      if (!method || !path?.startsWith('/')) throw new Error(`A direct route is "METHOD /path": ${route}`);
      return { method, segments: path.split('/').slice(1), handler };
    });
  }

  get(route: string): ((req: IncomingMessage, res: ServerResponse) => Promise<void>) | undefined {
    const space = route.indexOf(' ');
    const method = route.slice(0, space);
    const segments = route
      .slice(space + 1)
      .split('/')
      .slice(1);
    for (const entry of this.entries) {
      if (entry.method !== method || entry.segments.length !== segments.length) continue;
      const params = matchSegments(entry.segments, segments);
      if (params) return (req, res) => entry.handler(req, res, params);
    }
    return undefined;
  }
}

function matchSegments(pattern: string[], actual: string[]): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const want = pattern[i]!;
    const got = actual[i]!;
    if (want.startsWith(':')) {
      if (got === '') return undefined;
      params[want.slice(1)] = safeDecode(got);
    } else if (want !== got) return undefined;
  }
  return params;
}

/** Next decodes path parameters; a malformed escape never reaches here (the edge refuses it with 400). */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
