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

/**
 * Takes `file` over from a dead holder, atomically: the stale file is renamed to a name of our
 * own (rename is atomic, so of two processes racing for it exactly one gets it), then checked
 * again. If what we took turns out to be a live holder's fresh lock (it replaced the stale one
 * between our check and our rename), it is put back with link(), which never overwrites.
 */
function takeOver(file: string): void {
  const claimed = `${file}.takeover-${process.pid}`;
  try {
    fs.renameSync(file, claimed);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return; // another process took it first
    throw error;
  }
  if (isStale(claimed)) {
    fs.rmSync(claimed, { force: true });
    return;
  }
  try {
    fs.linkSync(claimed, file);
  } finally {
    fs.rmSync(claimed, { force: true });
  }
}

/**
 * Exclusive lockfile holding our pid. A stale file from a killed process (pid gone) is taken over
 * atomically, so a SIGKILL does not block the next start and two starts racing for a stale lock
 * do not both win.
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
      takeOver(file);
    }
  }
  throw new Error('No se pudo tomar el bloqueo de la carpeta de datos.');
}
