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

/**
 * Exclusive lockfile holding our pid. A stale file from a killed process (pid gone) is taken over,
 * so a SIGKILL does not block the next start.
 */
export function acquireLock(file: string): Lock {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
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
      const pid = Number(fs.readFileSync(file, 'utf8'));
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new Error(`La carpeta de datos está en uso por otro proceso (pid ${pid}). Detén ese proceso o usa otro DATA_DIR.`);
      }
      fs.unlinkSync(file);
    }
  }
  throw new Error('No se pudo tomar el bloqueo de la carpeta de datos.');
}
