import type { FastifyInstance } from 'fastify';

/** A route as Fastify registered it: method and path without its trailing slash (`/api/x/:id`). */
export interface RegisteredRoute {
  method: string;
  path: string;
}

const LINE = /^([│ ]*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/;

/** `/api/campaigns/:id/` and `/api/campaigns/:id` name the same route (ignoreTrailingSlash). */
export function normalisePath(path: string): string {
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}

/**
 * Every route Fastify actually registered (HEAD and OPTIONS left out), read back from
 * `printRoutes`: its tree gives each node's label relative to its parent, four characters of
 * indentation per level.
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const ancestors: string[] = [];
  const routes: RegisteredRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = LINE.exec(line);
    if (match === null) continue;
    const [, indent = '', label = '', methods] = match;
    const depth = indent.length / 4;
    ancestors.length = depth;
    ancestors.push(label);
    if (methods === undefined) continue;
    const path = normalisePath(ancestors.join(''));
    for (const method of methods.split(', ')) {
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, path });
    }
  }
  return routes;
}

/** `GET /api/campaigns/:id`: one key per route, for comparing sets of routes. */
export const routeKey = (route: RegisteredRoute) => `${route.method} ${normalisePath(route.path)}`;
