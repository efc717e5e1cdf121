export interface Cluster {
  url: string;
  port: number;
  dataDir: string;
  logFile: string;
  version: string;
  stop(): void;
}
export function findBinDir(): string;
export function startCluster(): Promise<Cluster>;
