import type { Database } from "./db/types.js";
import { utcDay } from "./db/types.js";

const usage = `Usage: npm run operator -w @gaeb2xlsx/server -- <command>

  contacts list [N]     the newest N contact messages (default 50)
  contacts delete ID    delete one contact message
  usage [DAYS]          daily usage counts of the last DAYS days (default 30)

Uses the same DATABASE_URL / DATA_DIR as the server.`;

type Output = (line: string) => void;

/** Operator commands on the service's database. Returns the process exit code. */
export async function runOperator(args: string[], db: Database, now: number, out: Output): Promise<number> {
  const [command, sub, argument] = args;
  if (command === "contacts" && sub === "list") {
    const limit = argument ? Number(argument) : 50;
    if (!Number.isInteger(limit) || limit <= 0) {
      out(`contacts list: N must be a positive whole number, got "${argument}"`);
      return 2;
    }
    const contacts = await db.listContacts(limit);
    if (contacts.length === 0) out("no contact messages");
    for (const contact of contacts) {
      out(
        `${contact.id}  ${new Date(contact.createdAt).toISOString()}  ${contact.subject}  ${contact.name} <${contact.email}>${contact.relayed ? "  (relayed)" : ""}`,
      );
      out(`    ${contact.message.replace(/\s+/g, " ").slice(0, 500)}`);
    }
    return 0;
  }
  if (command === "contacts" && sub === "delete") {
    if (!argument) {
      out("contacts delete: give the message ID (see contacts list)");
      return 2;
    }
    const deleted = await db.deleteContact(argument);
    out(deleted ? `deleted ${argument}` : `no contact message with ID ${argument}`);
    return deleted ? 0 : 1;
  }
  if (command === "usage") {
    const days = sub ? Number(sub) : 30;
    if (!Number.isInteger(days) || days <= 0) {
      out(`usage: DAYS must be a positive whole number, got "${sub}"`);
      return 2;
    }
    const since = utcDay(now - (days - 1) * 86_400_000);
    const counts = await db.usageCounts(since);
    const totals = new Map<string, number>();
    for (const row of counts) {
      out(`${row.day}  ${row.event.padEnd(18)} ${row.count}`);
      totals.set(row.event, (totals.get(row.event) ?? 0) + row.count);
    }
    out(`total since ${since}:`);
    if (totals.size === 0) out("  no usage recorded");
    for (const [event, count] of [...totals].sort()) out(`  ${event.padEnd(18)} ${count}`);
    return 0;
  }
  out(usage);
  return command === undefined || command === "help" || command === "--help" ? 0 : 2;
}
