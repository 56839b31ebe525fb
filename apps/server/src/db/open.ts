import path from "node:path";
import { PostgresDatabase } from "./postgres.js";
import { SqliteDatabase } from "./sqlite.js";
import type { Database } from "./types.js";

/** PostgreSQL when a URL is configured, otherwise the embedded SQLite file under the data directory. */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<Database> {
  const database = options.databaseUrl
    ? new PostgresDatabase(options.databaseUrl)
    : new SqliteDatabase(path.join(options.dataDir, "gaeb2xlsx.sqlite"));
  await database.migrate();
  return database;
}
