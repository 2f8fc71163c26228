import type { ChildProcess } from 'node:child_process';

export function supervise(
  services: Array<{ name: string; child: ChildProcess }>,
  options: {
    onFailure: (why: string) => void;
    health?: () => Promise<boolean>;
    healthEveryMs?: number;
    healthFailures?: number;
    graceMs?: number;
  },
): { stop(): Promise<void> };
