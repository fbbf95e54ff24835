import fs from 'node:fs';
import { processTree } from './cpu';

/** The kernel's high-water mark of a process's resident memory (VmHWM), in MB; null without /proc. */
function peakResidentMbOf(pid: number): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmHWM:\s+(\d+) kB$/m.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

/**
 * The peak resident memory of the web server: the largest of its process tree (the launcher that
 * starts it stays small), since it started.
 */
export function peakResidentMb(serverPid: number): number | null {
  const peaks = processTree(serverPid)
    .map(peakResidentMbOf)
    .filter((mb): mb is number => mb !== null);
  return peaks.length > 0 ? Math.max(...peaks) : null;
}
