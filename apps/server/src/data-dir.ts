import { randomBytes } from "node:crypto";
import { accessSync, constants, existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Thrown at start-up when a folder the embedded set-up needs cannot be written; main prints it and exits. */
export class DataFolderError extends Error {
  override name = "DataFolderError";
}

const reasons: Record<string, string> = {
  EROFS: "the file system is read-only",
  EACCES: "this process may not write there",
  EPERM: "this process may not write there",
  ENOSPC: "the disk is full",
  EDQUOT: "the disk quota is used up",
  ENOTDIR: "a part of the path is a file, not a folder",
};

/**
 * The real reason a folder cannot be made or written. Node's recursive mkdir reports ENOENT for a parent it could
 * not create, whatever stopped it, so the nearest existing ancestor is asked directly.
 */
function reasonFor(folder: string, error: unknown): string {
  let code = (error as NodeJS.ErrnoException).code;
  if (code === "ENOENT") {
    let ancestor = path.dirname(folder);
    while (!existsSync(ancestor) && path.dirname(ancestor) !== ancestor) ancestor = path.dirname(ancestor);
    try {
      accessSync(ancestor, constants.W_OK);
    } catch (inner) {
      code = (inner as NodeJS.ErrnoException).code ?? code;
    }
  }
  return (code && reasons[code]) ?? (error instanceof Error ? error.message : String(error));
}

/**
 * Makes sure the folder exists and a file can be written in it (a probe file is written and removed), so a
 * read-only or full data folder stops start-up with a message that names it and says why.
 */
export function ensureWritableFolder(folder: string, purpose: string): void {
  try {
    mkdirSync(folder, { recursive: true });
    const probe = path.join(folder, `.write-probe-${randomBytes(6).toString("hex")}`);
    writeFileSync(probe, "");
    rmSync(probe, { force: true });
  } catch (error) {
    throw new DataFolderError(
      `the ${purpose} ${path.resolve(folder)} cannot be written: ${reasonFor(folder, error)}. ` +
        "Point DATA_DIR at a folder this process may write, with free space.",
    );
  }
}
