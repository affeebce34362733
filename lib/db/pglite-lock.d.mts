export type LockHolder = { pid: number; startTime: string | null };
export declare function acquirePgliteLock(dataDir: string, options?: { handOver?: string }): () => void;
export declare function parseLock(text: string): LockHolder | null;
export declare function isHeldBy(holder: LockHolder): boolean;
export declare function processStartTime(pid: number): string | null;
export declare function readPgliteLock(dataDir: string): string;
