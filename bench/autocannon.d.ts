// autocannon ships no type declarations; these cover the part of its programmatic API the
// benchmark uses.
declare module 'autocannon' {
  export type Request = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request | null;
  };

  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    /** Requests to make before ending (takes precedence over duration). */
    amount?: number;
    pipelining?: number;
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    requests?: Request[];
  };

  export type Histogram = {
    average: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
    max: number;
    total: number;
  };

  export type Result = {
    start: Date;
    finish: Date;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
    latency: Histogram;
    requests: Histogram & { sent: number };
  };

  export type Instance = PromiseLike<Result> & { stop: () => void };

  export default function autocannon(options: Options): Instance;
}
