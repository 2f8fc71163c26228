import { ReadError } from './read-error';

/**
 * Checks a .doc's OLE2 compound-file header and sector tables against the file's own size before any reader trusts
 * them (MS-CFB §2.2–2.3). word-extractor believes the header's counts and follows chains until they end, so a 2 KB
 * file claiming a million table sectors, or a chain that loops (sector 1 → 2 → 1), made it allocate gigabytes. Here
 * every count is bounded by the sectors the file really has and every chain is shown to end, in one pass over the
 * tables: linear in the file's size.
 */
const FREE = 0xffffffff;
/** FATSECT, DIFSECT and the reserved values above MAXREGSECT: no next sector. */
const LAST_REGULAR = 0xfffffffa;

const corrupt = (why: string) => new ReadError('corrupt', `OLE: ${why}`);

export function checkOleBounds(bytes: Uint8Array): void {
  if (bytes.length < 512) throw corrupt('shorter than its header');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u16 = (at: number) => view.getUint16(at, true);
  const u32 = (at: number) => view.getUint32(at, true);
  const major = u16(0x1a);
  const shift = u16(0x1e);
  // Version 3 files use 512-byte sectors, version 4 files 4,096; mini sectors are 64 bytes below a 4,096-byte cutoff.
  if (!((major === 3 && shift === 9) || (major === 4 && shift === 12))) throw corrupt('sector size');
  if (u16(0x1c) !== 0xfffe || u16(0x20) !== 6 || u32(0x38) !== 4096) throw corrupt('header fields');
  const size = 1 << shift;
  // The header fills sector -1; sectors 0… follow it.
  const sectors = Math.ceil(bytes.length / size) - 1;
  const fatSectors = u32(0x2c);
  const miniFatSectors = u32(0x40);
  const difatSectors = u32(0x48);
  if (fatSectors > sectors || miniFatSectors > sectors || difatSectors > sectors) throw corrupt('counts');
  const sector = (id: number) => {
    if (id >= sectors) throw corrupt('sector past the end');
    return (id + 1) * size;
  };
  // The FAT's own sectors: 109 listed in the header, the rest in the DIFAT chain.
  const perSector = size / 4;
  const fatIds: number[] = [];
  for (let i = 0; i < 109 && fatIds.length < fatSectors; i++) fatIds.push(u32(0x4c + i * 4));
  let difat = u32(0x44);
  for (let n = 0; fatIds.length < fatSectors; n++) {
    if (n >= difatSectors) throw corrupt('DIFAT shorter than the FAT');
    const at = sector(difat);
    for (let i = 0; i < perSector - 1 && fatIds.length < fatSectors; i++) fatIds.push(u32(at + i * 4));
    difat = u32(at + (perSector - 1) * 4);
  }
  const fat = new Uint32Array(sectors);
  for (let i = 0; i < sectors; i++) {
    const id = fatIds[Math.floor(i / perSector)];
    fat[i] = id === undefined ? FREE : u32(sector(id) + (i % perSector) * 4);
  }
  checkChainsEnd(fat);
  // The directory starts inside the file.
  sector(u32(0x30));
  // The mini FAT (small streams' table) lies on a FAT chain, now known to end; its own chains must end too.
  const mini: number[] = [];
  for (let id = u32(0x3c), n = 0; id < LAST_REGULAR && n < miniFatSectors; id = fat[id]!, n++) {
    const at = sector(id);
    for (let i = 0; i < perSector; i++) mini.push(u32(at + i * 4));
  }
  checkChainsEnd(Uint32Array.from(mini));
}

/**
 * Every chain in a sector table ends: each next-sector entry is either a marker or a sector that exists, and no chain
 * comes back on itself. Colours each sector once (white, on the current walk, done), so the whole table is O(n).
 */
function checkChainsEnd(table: Uint32Array): void {
  const state = new Uint8Array(table.length); // 0 unvisited, 1 on the current walk, 2 known to end
  for (let start = 0; start < table.length; start++) {
    const walk: number[] = [];
    let at = start;
    while (at < table.length && state[at] === 0) {
      state[at] = 1;
      walk.push(at);
      const next = table[at]!;
      if (next >= LAST_REGULAR) break;
      if (next >= table.length) throw corrupt('chain leaves the file');
      at = next;
    }
    if (at < table.length && state[at] === 1 && table[at]! < LAST_REGULAR) throw corrupt('chain loops');
    for (const id of walk) state[id] = 2;
  }
}
