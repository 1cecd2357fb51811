// The types of build-servers.mjs, for the TypeScript that imports it (tests/processes).
import type { Metafile } from 'esbuild';

export declare const SERVERS: Record<'api' | 'web', { entry: string; outfile: string }>;
/** With `write: false`, what the bundles hold and import without writing them. */
export declare function buildServers(options?: { write?: boolean }): Promise<Metafile[]>;
export declare function buildWhatIsStale(env?: NodeJS.ProcessEnv): Promise<void>;
