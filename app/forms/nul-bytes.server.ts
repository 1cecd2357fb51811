/**
 * `chunk` without its U+0000 bytes. React 18's server renderer writes its whole 2 KB buffer when a
 * multi-byte character does not fit at the end (react#27554, react#31134), so every Korean page
 * carried zeros at 2 KB boundaries, some inside words. The zeros are the unwritten tail of that
 * buffer; 0x00 never occurs inside a multi-byte UTF-8 sequence, so dropping them restores the exact
 * text.
 */
export function withoutNulBytes(chunk: Buffer): Buffer {
  let zero = chunk.indexOf(0);
  if (zero === -1) return chunk;
  // the runs between zeros, copied natively: a page is tens of KB
  const kept = Buffer.allocUnsafe(chunk.length);
  let length = 0;
  let from = 0;
  while (zero !== -1) {
    length += chunk.copy(kept, length, from, zero);
    from = zero + 1;
    zero = chunk.indexOf(0, from);
  }
  length += chunk.copy(kept, length, from);
  return kept.subarray(0, length);
}
