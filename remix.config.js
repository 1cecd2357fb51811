/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ['**/.*', '**/*.test.*'],
  serverModuleFormat: 'esm',
  // The app imports Mantine's component files directly (see app/mantine-esm.d.ts); the server build
  // bundles Mantine too, so those files and the packages that import Mantine's barrel share one copy.
  serverDependenciesToBundle: [/^@mantine\//],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
  },
};
