/**
 * A small OLE compound file (CFB, version 3, 512-byte sectors) with the given storages and streams below its root,
 * laid out as Office lays out its files: the header, the allocation table, each stream's sectors, and the directory
 * last. Enough of the format to stand for an encrypted workbook, an .xls or a .doc to a reader that looks at names.
 */
export function compoundFile(
  entries: ReadonlyArray<{ name: string; storage?: boolean; size?: number }>,
): Uint8Array {
  const SECTOR = 512;
  const END = 0xfffffffe;
  const FREE = 0xffffffff;
  // Streams of 4 KiB and more live in sectors of their own rather than the mini stream.
  const streams = entries.map((entry) => (entry.storage ? 0 : Math.max(4096, entry.size ?? 4096)));
  const dataSectors = streams.map((size) => Math.ceil(size / SECTOR));
  const directorySectors = Math.ceil((entries.length + 1) / 4);
  const total = 1 + dataSectors.reduce((sum, n) => sum + n, 0) + directorySectors;
  if (total > SECTOR / 4) throw new Error("too many sectors for one allocation table sector");
  const bytes = new Uint8Array(SECTOR * (1 + total));
  const view = new DataView(bytes.buffer);
  bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  view.setUint16(0x18, 0x3e, true);
  view.setUint16(0x1a, 3, true);
  view.setUint16(0x1c, 0xfffe, true);
  view.setUint16(0x1e, 9, true);
  view.setUint16(0x20, 6, true);
  view.setUint32(0x2c, 1, true);
  view.setUint32(0x38, 4096, true);
  view.setUint32(0x3c, END, true);
  view.setUint32(0x44, END, true);
  for (let i = 0; i < 109; i++) view.setUint32(0x4c + 4 * i, i === 0 ? 0 : FREE, true);
  const offset = (sector: number) => SECTOR * (sector + 1);
  const fat = (sector: number, next: number) => view.setUint32(offset(0) + 4 * sector, next, true);
  for (let sector = 0; sector < SECTOR / 4; sector++) fat(sector, FREE);
  fat(0, 0xfffffffd);
  /** Allocates a chain of `count` sectors from `next`, returning its first. */
  let next = 1;
  const chain = (count: number) => {
    const start = next;
    for (let i = 0; i < count; i++) fat(next + i, i === count - 1 ? END : next + i + 1);
    next += count;
    return start;
  };
  const starts = dataSectors.map((count) => (count > 0 ? chain(count) : END));
  const directory = chain(directorySectors);
  view.setUint32(0x30, directory, true);
  const entry = (
    index: number,
    name: string,
    type: number,
    child: number,
    right: number,
    start: number,
    size: number,
  ) => {
    const at = offset(directory) + 128 * index;
    for (let i = 0; i < name.length; i++) view.setUint16(at + 2 * i, name.charCodeAt(i), true);
    view.setUint16(at + 64, 2 * (name.length + 1), true);
    bytes[at + 66] = type;
    bytes[at + 67] = 1;
    view.setUint32(at + 68, FREE, true);
    view.setUint32(at + 72, right, true);
    view.setUint32(at + 76, child, true);
    view.setUint32(at + 116, start, true);
    view.setUint32(at + 120, size, true);
  };
  // The root's children as a chain of right siblings: a degenerate but valid tree of black nodes.
  entry(0, "Root Entry", 5, entries.length > 0 ? 1 : FREE, FREE, END, 0);
  entries.forEach((item, i) => {
    const right = i + 1 < entries.length ? i + 2 : FREE;
    entry(i + 1, item.name, item.storage ? 1 : 2, FREE, right, starts[i] ?? END, streams[i] ?? 0);
  });
  return bytes;
}
