// The antivirus scanner behind an interface (ARCHITECTURE "Third parties"): every upload is scanned before it is
// stored, and an upload that cannot be scanned is refused, never stored unscanned. The ClamAV implementation runs
// `clamscan --no-summary -d <signatures> <file>` (exit 0 clean, 1 infected, anything else an error). Here, with no
// way to fetch the official database, it scans with a one-line signature file of our own holding the EICAR test
// signature (TOOLCHAIN.md); production points `databasePath` at the official database.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type ScanVerdict =
  | { status: 'clean' }
  | { status: 'infected'; signature: string }
  /** The scanner is missing or failed: the caller must refuse the upload. */
  | { status: 'unavailable'; reason: string };

export interface AntivirusScanner {
  scan(content: Uint8Array): Promise<ScanVerdict>;
}

/** The EICAR anti-virus test string in hex, so no source file of ours is itself flagged. */
export const eicarHex =
  '58354f2150254041505b345c505a58353428505e2937434329377d2445494341522d5354414e444152442d414e544956495255532d544553542d46494c452124482b482a';

/** The EICAR test file's bytes (for tests and the end-to-end upload check). */
export const eicarTestFile = (): Uint8Array => Uint8Array.from(Buffer.from(eicarHex, 'hex'));

/** Our one-line ClamAV signature database (.ndb: name, target type 0 any file, offset * anywhere, so an image
 * with the string inside is caught too, hex). */
export const eicarSignatureDatabase = `Eicar-Test-Signature:0:*:${eicarHex}\n`;

export interface ClamAvOptions {
  /** The clamscan binary. @default '/usr/bin/clamscan' */
  clamscanPath?: string;
  /** A signature database (file or directory). @default our EICAR .ndb, written once to a private temporary folder */
  databasePath?: string;
  /** Longest a scan may take before the upload is refused as unscanned. @default 60000 */
  timeoutMs?: number;
}

let bundledDatabase: Promise<string> | undefined;

function writeBundledDatabase(): Promise<string> {
  bundledDatabase ??= (async () => {
    const folder = await mkdtemp(join(tmpdir(), 'rigkit-clamav-'));
    const path = join(folder, 'rigkit-eicar.ndb');
    await writeFile(path, eicarSignatureDatabase, { mode: 0o600 });
    return path;
  })();
  return bundledDatabase;
}

function runClamscan(clamscan: string, database: string, file: string, timeoutMs: number): Promise<{ code: number | null; output: string; missing: boolean }> {
  return new Promise((resolve) => {
    execFile(clamscan, ['--no-summary', '-d', database, file], { timeout: timeoutMs, maxBuffer: 1024 * 1024 }, (error, stdout, stderr) => {
      const output = `${stdout}${stderr}`;
      if (!error) return resolve({ code: 0, output, missing: false });
      const failure = error as NodeJS.ErrnoException & { code?: unknown };
      if (failure.code === 'ENOENT') return resolve({ code: null, output, missing: true });
      resolve({ code: typeof failure.code === 'number' ? failure.code : null, output, missing: false });
    });
  });
}

export function createClamAvScanner(options: ClamAvOptions = {}): AntivirusScanner {
  const clamscan = options.clamscanPath ?? '/usr/bin/clamscan';
  const timeoutMs = options.timeoutMs ?? 60_000;
  return {
    async scan(content) {
      if (!existsSync(clamscan)) return { status: 'unavailable', reason: `${clamscan} is not installed` };
      const database = options.databasePath ?? (await writeBundledDatabase());
      const folder = await mkdtemp(join(tmpdir(), 'rigkit-scan-'));
      const file = join(folder, 'upload');
      try {
        await writeFile(file, content, { mode: 0o600 });
        const result = await runClamscan(clamscan, database, file, timeoutMs);
        if (result.missing) return { status: 'unavailable', reason: `${clamscan} is not installed` };
        if (result.code === 0) return { status: 'clean' };
        const found = /:\s*(\S+)\s+FOUND/.exec(result.output);
        if (result.code === 1 && found?.[1]) return { status: 'infected', signature: found[1] };
        return { status: 'unavailable', reason: `clamscan failed (exit ${String(result.code)}): ${result.output.trim().slice(0, 200)}` };
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
  };
}
