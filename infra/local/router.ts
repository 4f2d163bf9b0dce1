import type { Route } from '../../shared/http/route-types';

interface Node {
  static: Map<string, Node>;
  param?: { name: string; node: Node };
  methods: Map<string, Route>;
}

const newNode = (): Node => ({ static: new Map(), methods: new Map() });
const segments = (path: string) => path.split('/').filter(Boolean);

export interface Match {
  route: Route;
  pathParameters: Record<string, string>;
  /** The resource path as API Gateway names it (no trailing slash). */
  resource: string;
}

/**
 * Matches requests the way API Gateway (REST) does: the trailing slash is optional, a
 * static segment wins over a `{param}` sibling, and there is no backtracking, so a route
 * that works locally resolves identically behind the deployed gateway.
 */
export function createRouter(routes: readonly Route[]) {
  const root = newNode();
  for (const route of routes) {
    let node = root;
    for (const segment of segments(route.path)) {
      const param = /^\{(\w+)\}$/.exec(segment)?.[1];
      if (param) {
        if (node.param && node.param.name !== param) throw new Error(`conflicting path parameter names at ${route.path}`);
        node.param ??= { name: param, node: newNode() };
        node = node.param.node;
      } else {
        if (!node.static.has(segment)) node.static.set(segment, newNode());
        node = node.static.get(segment)!;
      }
    }
    if (node.methods.has(route.method)) throw new Error(`duplicate route ${route.method} ${route.path}`);
    node.methods.set(route.method, route);
  }

  return function match(method: string, path: string): Match | null {
    let node: Node | undefined = root;
    const pathParameters: Record<string, string> = {};
    for (const raw of segments(path)) {
      const staticChild: Node | undefined = node.static.get(raw);
      if (staticChild) {
        node = staticChild;
      } else if (node.param) {
        pathParameters[node.param.name] = safeDecode(raw);
        node = node.param.node;
      } else {
        return null;
      }
    }
    const route = node.methods.get(method);
    if (!route) return null;
    return { route, pathParameters, resource: '/' + segments(route.path).join('/') };
  };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
