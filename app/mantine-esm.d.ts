/**
 * Mantine's components are imported from their own ES module files (`@mantine/core/esm/…`, mapped
 * in tsconfig.json), not from the package's barrel: through the barrel esbuild puts every component
 * any route uses into one chunk that every page downloads. Those files carry no types of their own;
 * the package's are the same symbols, and the build fails on a name a file does not export.
 */
declare module '@mantine/core/esm/*' {
  export * from '@mantine/core';
}
