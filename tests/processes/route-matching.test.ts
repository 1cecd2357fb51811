import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AgnosticRouteObject } from '@remix-run/router';
import { describe, expect, it } from 'vitest';

// patches/@remix-run+router+*.patch: the server's route matching flattens and ranks a route tree
// once rather than on each of the four or five matches of a request, compiles each pattern once,
// and keeps a tree's last answers by path. patches/@remix-run+react+*.patch and
// react-router-dom+*.patch: a server render draws the same route tree (and its static router's data
// routes) for every request, so that tree is one the matching has kept. The patched files are the ones Node loads (the packages' CommonJS mains); the
// browser's build bundles the packages' module files, which keep the libraries' own code.

type Router = typeof import('@remix-run/router');
const require = createRequire(import.meta.url);
const ROOT = path.resolve(import.meta.dirname, '../..');
const server = require('@remix-run/router') as Router;

/**
 * The browser's file, as the library wrote it: the reference the patched matching must agree with.
 * Copied as .mjs for Node to load it as the module it is, under .cache/: vitest loads no file from
 * outside the project.
 */
async function libraryRouter(): Promise<Router> {
  const cache = path.join(ROOT, '.cache');
  fs.mkdirSync(cache, { recursive: true });
  const copy = path.join(fs.mkdtempSync(path.join(cache, 'router-esm-')), 'router.mjs');
  const source = fs.readFileSync(require.resolve('@remix-run/router/dist/router.js'), 'utf8');
  fs.writeFileSync(copy, source.replace(/^\/\/# sourceMappingURL=.*$/m, ''));
  return (await import(/* @vite-ignore */ pathToFileURL(copy).href)) as Router;
}

interface BuiltRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
}

/** The built web's route tree, nested as Remix nests it for matching. */
function builtRouteTree(): AgnosticRouteObject[] {
  const { routes } = require(path.join(ROOT, 'build/index.js')) as { routes: Record<string, BuiltRoute> };
  const childrenOf = (parentId: string | undefined): AgnosticRouteObject[] =>
    Object.values(routes)
      .filter((route) => route.parentId === parentId)
      .map(({ id, path: routePath, index, caseSensitive }) =>
        index
          ? { id, path: routePath, index: true, caseSensitive }
          : { id, path: routePath, caseSensitive, children: childrenOf(id) },
      );
  return childrenOf(undefined);
}

/** A URL for each route of the tree (its parameters filled in), and ones that match nothing or differ in form. */
function urlsOf(tree: AgnosticRouteObject[], parent = ''): string[] {
  return tree.flatMap((route) => {
    const full = [parent, route.path ?? ''].filter(Boolean).join('/');
    const url = `/${full.replace(/:[\w-]+\??/g, '7').replace(/\*$/, 'a/b')}`.replace(/\/+/g, '/');
    return [
      url,
      `${url}/`.replace(/\/+$/, '/'),
      url.toUpperCase(),
      `${url}/없는/곳`,
      ...urlsOf(route.children ?? [], full),
    ];
  });
}

const answer = (matches: ReturnType<Router['matchRoutes']>) =>
  matches?.map(({ route, params, pathname, pathnameBase }) => ({ id: route.id, params, pathname, pathnameBase })) ??
  null;

describe("the server's route matching", () => {
  it('answers every route of the built web as the library does, the first time and from its kept branches', async () => {
    const library = await libraryRouter();
    const tree = builtRouteTree();
    const urls = [...new Set(urlsOf(tree))];
    expect(urls.length).toBeGreaterThan(300);
    for (const url of urls) {
      const expected = answer(library.matchRoutes(tree, url));
      expect(answer(server.matchRoutes(tree, url)), url).toEqual(expected);
      expect(answer(server.matchRoutes(tree, url)), `${url}, again`).toEqual(expected);
    }
  });

  it('flattens and ranks a route tree once, however often it is matched', () => {
    let reads = 0;
    const children: AgnosticRouteObject[] = [
      { id: 'list', path: 'info/job-info-list' },
      { id: 'posting', path: 'info/job-info/:id' },
    ];
    const root = {
      id: 'root',
      path: '',
      get children() {
        reads++;
        return children;
      },
    };
    const tree = [root];
    expect(answer(server.matchRoutes(tree, '/info/job-info/3'))?.at(-1)).toMatchObject({ id: 'posting' });
    const readsToFlatten = reads;
    expect(readsToFlatten).toBeGreaterThan(0);
    expect(answer(server.matchRoutes(tree, '/info/job-info-list'))?.at(-1)).toMatchObject({ id: 'list' });
    expect(answer(server.matchRoutes(tree, '/info/job-info/4'))?.at(-1)).toMatchObject({ params: { id: '4' } });
    expect(reads).toBe(readsToFlatten);
  });

  it('hands each caller an answer of its own, which it may change', () => {
    const tree: AgnosticRouteObject[] = [
      { id: 'root', path: '/', children: [{ id: 'posting', path: 'info/job-info/:id' }] },
    ];
    const first = server.matchRoutes(tree, '/info/job-info/3')!;
    // the library types params read-only, yet its callers get objects they own
    Object.assign(first[1]!.params, { id: '999' });
    first.pop();
    const again = server.matchRoutes(tree, '/info/job-info/3')!;
    expect(answer(again)).toEqual([
      { id: 'root', params: { id: '3' }, pathname: '/', pathnameBase: '/' },
      { id: 'posting', params: { id: '3' }, pathname: '/info/job-info/3', pathnameBase: '/info/job-info/3' },
    ]);
    // as the library makes them: the matches of an answer share one params object
    expect(again[0]!.params).toBe(again[1]!.params);
    expect(again).not.toBe(server.matchRoutes(tree, '/info/job-info/3'));
  });

  it('matches the routes a router patched into a tree it had already matched (lazy route discovery)', () => {
    const router = server.createRouter({
      routes: [{ id: 'root', path: '/', children: [{ id: 'list', path: 'list' }] }],
      history: server.createMemoryHistory(),
    });
    expect(server.matchRoutes(router.routes, '/posting/3')).toBeNull();
    router.patchRoutes('root', [{ id: 'posting', path: 'posting/:id' }]);
    expect(answer(server.matchRoutes(router.routes, '/posting/3'))?.at(-1)).toMatchObject({
      id: 'posting',
      params: { id: '3' },
    });
    router.dispose();
  });
});

/** The static router a server render hands to React: found in the element tree RemixServer returns. */
function renderedRouter(element: unknown): { routes: unknown[]; state: { matches: { route: { id: string } }[] } } {
  const props = (element as { props?: { router?: unknown; children?: unknown } } | null)?.props;
  if (!props) throw new Error('no static router in the render');
  if (props.router) return props.router as ReturnType<typeof renderedRouter>;
  const children = Array.isArray(props.children) ? props.children : [props.children];
  for (const child of children.filter(Boolean)) {
    try {
      return renderedRouter(child);
    } catch {
      // not under this child
    }
  }
  throw new Error('no static router in the render');
}

describe("the server render's route tree", () => {
  interface Build {
    routes: Record<string, BuiltRoute & { module: unknown }>;
    assets: { routes: Record<string, unknown> };
    future: Record<string, unknown>;
  }
  const build = require(path.join(ROOT, 'build/index.js')) as Build;
  const { RemixServer } = require('@remix-run/react') as typeof import('@remix-run/react');

  /** What the server runtime hands RemixServer for `url`: a new object of the build's modules each time, as it does. */
  async function renderContext(url: string, modules: Record<string, unknown> = {}) {
    const handler = server.createStaticHandler(builtRouteTree());
    const staticHandlerContext = await handler.query(new Request(`http://localhost${url}`));
    if (staticHandlerContext instanceof Response) throw new Error(`${url}: a response`);
    const routeModules = Object.fromEntries(
      Object.entries(build.routes).map(([id, route]) => [id, modules[id] ?? route.module]),
    );
    return { manifest: build.assets, routeModules, staticHandlerContext, future: build.future, isSpaMode: false };
  }
  const render = async (url: string, modules?: Record<string, unknown>) =>
    renderedRouter(
      RemixServer({ context: (await renderContext(url, modules)) as never, url: `http://localhost${url}` }),
    );

  it('is built once for the build and drawn for each request', async () => {
    const first = await render('/info/job-info-list');
    const second = await render('/info/job-info/7');
    expect(second.routes).toBe(first.routes);
    expect(first.state.matches.at(-1)?.route.id).toBe('routes/info.job-info-list');
    expect(second.state.matches.at(-1)?.route.id).toBe('routes/info.job-info.$id');
  });

  it('is built again when a route module is another (a rebuilt route in development)', async () => {
    const kept = await render('/');
    const list = build.routes['routes/info.job-info-list']!.module as Record<string, unknown>;
    const rebuilt = await render('/info/job-info-list', { 'routes/info.job-info-list': { ...list } });
    expect(rebuilt.routes).not.toBe(kept.routes);
    expect(rebuilt.state.matches.at(-1)?.route.id).toBe('routes/info.job-info-list');
  });
});
