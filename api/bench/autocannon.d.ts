// autocannon ships no types; only what the bench reads is declared.
declare module 'autocannon' {
  interface Options { url: string; connections?: number; duration?: number }
  interface Result {
    requests: { average: number };
    latency: { p99: number };
    errors: number;
    non2xx: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
