// The types of build-servers.mjs, for the TypeScript that imports it (tests/processes).
import type { Metafile } from 'esbuild';

export declare const SERVERS: Record<'api' | 'web', { entry: string; outfile: string }>;
export declare function buildServers(): Promise<Metafile[]>;
export declare function buildWhatIsStale(env?: NodeJS.ProcessEnv): Promise<void>;
