/** The part of autocannon 8's programmatic api the bench uses (the package ships no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface AutocannonRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** called before each request is sent: the request to send instead */
    setupRequest?: <R extends AutocannonRequest>(request: R) => R;
  }

  export interface AutocannonOptions {
    url: string;
    connections?: number;
    /** seconds */
    duration?: number;
    /** seconds to wait for a response */
    timeout?: number;
    headers?: Record<string, string>;
    /** each connection loops over these in order */
    requests?: AutocannonRequest[];
  }

  export interface AutocannonResult {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    requests: { total: number; sent: number; average: number };
  }

  export interface AutocannonInstance extends EventEmitter {
    on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, ms: number) => void): this;
    on(event: 'reqError', listener: (error: Error) => void): this;
    stop(): void;
  }

  function autocannon(
    options: AutocannonOptions,
    callback: (error: Error | null, result: AutocannonResult) => void,
  ): AutocannonInstance;
  function autocannon(options: AutocannonOptions): Promise<AutocannonResult>;

  export default autocannon;
}
