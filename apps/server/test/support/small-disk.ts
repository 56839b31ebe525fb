import { execFileSync } from "node:child_process";
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { missingComponent } from "./backends.js";

/**
 * A real, small file system (tmpfs) the tests can fill up or make read-only, so disk faults come from the kernel
 * rather than from a mock. Mounting needs root; without it the suite is skipped loudly (a failure under CI).
 */
export interface SmallDisk {
  folder: string;
  /** Writes a filler file until the kernel answers ENOSPC. */
  fill(): void;
  /** Deletes the filler again. */
  free(): void;
  readOnly(on: boolean): void;
  unmount(): void;
}

export function smallDiskAvailable(): boolean {
  const probe = mkdtempSync(path.join(tmpdir(), "gaeb-mount-probe-"));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", probe], { stdio: "ignore" });
    execFileSync("umount", [probe], { stdio: "ignore" });
    return true;
  } catch {
    missingComponent("mounting a tmpfs (root with mount rights) for the real full-disk tests");
    return false;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
}

/** Mounts a tmpfs of the given size at `at` (created if missing), or at a new temporary folder. */
export function mountSmallDisk(sizeKb: number, at?: string): SmallDisk {
  const folder = at ?? mkdtempSync(path.join(tmpdir(), "gaeb-small-disk-"));
  mkdirSync(folder, { recursive: true });
  execFileSync("mount", ["-t", "tmpfs", "-o", `size=${sizeKb}k`, "tmpfs", folder]);
  const filler = path.join(folder, "filler.bin");
  const remount = (mode: "ro" | "rw") =>
    execFileSync("mount", ["-o", `remount,${mode}`, folder], { stdio: "ignore" });
  return {
    folder,
    fill() {
      const fd = openSync(filler, "a");
      const block = Buffer.alloc(4096, 0x5a);
      try {
        for (;;) writeSync(fd, block);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
      } finally {
        closeSync(fd);
      }
    },
    free() {
      rmSync(filler, { force: true });
    },
    readOnly(on) {
      remount(on ? "ro" : "rw");
    },
    unmount() {
      execFileSync("umount", ["-l", folder], { stdio: "ignore" });
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
