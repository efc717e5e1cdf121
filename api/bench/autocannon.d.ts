// autocannon ships no types; only what the bench reads is declared.
declare module 'autocannon' {
  interface Options { url: string; connections?: number; duration?: number; pipelining?: number; timeout?: number; workers?: number; headers?: Record<string, string> }
  interface Result {
    requests: { average: number; mean: number; total: number };
    latency: { p50: number; p90: number; p99: number; average: number; max: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
