/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ['**/.*', '**/*.test.*'],
  serverModuleFormat: 'esm',
  // The app imports Mantine's component files directly (see app/mantine-esm.d.ts); the server build
  // bundles Mantine too, so those files and the packages that import Mantine's barrel share one copy.
  // visx ships ES modules in packages without "type": "module", which Node would load as CommonJS and
  // fail on: the server build bundles them (the insights' charts).
  serverDependenciesToBundle: [/^@mantine\//, /^@visx\//],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
  },
};
