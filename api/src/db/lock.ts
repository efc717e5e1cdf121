import fs from 'node:fs';

export interface Lock { release(): void }

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | null {
  try {
    const pid = Number(fs.readFileSync(file, 'utf8'));
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Whether `file` names a process that is gone (or nothing readable at all: a write cut short). */
function isStale(file: string): boolean {
  const pid = readPid(file);
  return pid === null || (pid !== process.pid && !isAlive(pid));
}

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Removes `file` if its holder is gone, under a takeover mutex (`<file>.takeover`, a directory:
 * mkdir is atomic). Only the mutex holder may remove a lock, and only after checking, inside the
 * mutex, that its process is gone: a live lock is never removed, so of several processes racing
 * for a stale lock exactly one ends up holding it. A mutex left by a process killed inside this
 * short step is cleared once it is older than 10 s.
 */
function removeIfStale(file: string): void {
  const mutex = `${file}.takeover`;
  for (;;) {
    try {
      fs.mkdirSync(mutex);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      try {
        if (Date.now() - fs.statSync(mutex).mtimeMs > 10_000) fs.rmSync(mutex, { recursive: true, force: true });
      } catch {
        // released meanwhile
      }
      pause(20);
    }
  }
  try {
    if (fs.existsSync(file) && isStale(file)) fs.unlinkSync(file);
  } finally {
    fs.rmSync(mutex, { recursive: true, force: true });
  }
}

/**
 * Exclusive lockfile holding our pid. A stale file from a killed process (pid gone) is taken over
 * (see removeIfStale), so a SIGKILL does not block the next start and two starts racing for a
 * stale lock do not both win.
 */
export function acquireLock(file: string): Lock {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      // The pid is written first and the file appears under its name complete (link() fails if the
      // name exists): nobody ever reads a half-written lock and mistakes it for a stale one.
      const draft = `${file}.${process.pid}.tmp`;
      fs.writeFileSync(draft, String(process.pid));
      try {
        fs.linkSync(draft, file);
      } finally {
        fs.rmSync(draft, { force: true });
      }
      return {
        release() {
          try {
            if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
          } catch {
            // already gone
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = readPid(file);
      if (pid !== null && pid !== process.pid && isAlive(pid)) {
        throw new Error(`La carpeta de datos está en uso por otro proceso (pid ${pid}). Detén ese proceso o usa otro DATA_DIR.`);
      }
      removeIfStale(file);
    }
  }
  throw new Error('No se pudo tomar el bloqueo de la carpeta de datos.');
}
