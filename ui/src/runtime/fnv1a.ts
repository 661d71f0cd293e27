// FNV-1a (32 bit) of a string's UTF-8 bytes: how crates/codegen assigns a
// path to a shard of the route table, computed the same way here.
const encoder = new TextEncoder();

export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of encoder.encode(text)) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return hash;
}
