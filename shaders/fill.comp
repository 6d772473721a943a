// Pattern fill (Queue::fillPattern, Queue::fill): any pattern of 1..128
// bytes, at any alignment, at the bandwidth of a uvec4 store loop
// (vkCmdFillBuffer writes only 32-bit patterns at 4-byte alignment).
//
// The host expands the pattern into a table of lcm(size, 16) bytes whose
// byte k is the byte that belongs at `dst + k` (and, periodically, at every
// `dst + k + n * length`), so each uvec4 of the destination is one table
// entry and no invocation divides by the pattern size per byte. `dst` is
// 16-byte aligned; the bytes [first, end) relative to it are written. Words
// only partly inside are written with atomics that leave the other bytes
// alone (no 8-bit storage needed). Addresses are uvec2 (no int64 needed).
#version 450
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_buffer_reference_uvec2 : require

layout(local_size_x = 256) in;

layout(buffer_reference, std430, buffer_reference_align = 16) readonly buffer
TableQuads { uvec4 v[]; };
layout(buffer_reference, std430, buffer_reference_align = 4) readonly buffer
TableWords { uint v[]; };
layout(buffer_reference, std430, buffer_reference_align = 4) buffer
DstWords { uint v[]; };
layout(buffer_reference, std430, buffer_reference_align = 16) writeonly buffer
DstQuads { uvec4 v[]; };

layout(push_constant) uniform Args {
  uvec2 dst;   // 16-byte aligned
  uvec2 table; // 16-byte aligned, `units` uvec4s
  uint first;  // first byte written, relative to dst (below 16)
  uint end;    // one past the last
  uint units;  // the table's length in uvec4s (1..127)
};

void edgeWord(uint w) {
  uint value = TableWords(table).v[w % (units * 4)];
  uint mask = 0;
  for (uint b = 0; b < 4; ++b) {
    uint q = w * 4 + b;
    if (q >= first && q < end)
      mask |= 0xFFu << (b * 8);
  }
  DstWords d = DstWords(dst);
  if (mask == 0xFFFFFFFFu) {
    d.v[w] = value;
  } else {
    atomicAnd(d.v[w], ~mask);
    atomicOr(d.v[w], value & mask);
  }
}

void main() {
  uint id = gl_GlobalInvocationID.x;
  uint stride = gl_NumWorkGroups.x * 256;
  uint bulkBegin = (first + 15) / 16;
  uint bulkEnd = max(end / 16, bulkBegin);
  uint endWord = (end + 3) / 4;
  uint headBegin = first / 4;
  uint headEnd = min(bulkBegin * 4, endWord);
  uint tailBegin = max(min(bulkEnd * 4, endWord), headEnd);
  uint heads = headEnd - headBegin;
  if (id < heads)
    edgeWord(headBegin + id);
  else if (id < heads + (endWord - tailBegin))
    edgeWord(tailBegin + id - heads);

  TableQuads t = TableQuads(table);
  DstQuads d = DstQuads(dst);
  // The table entry follows the index without a division per iteration.
  uint step = stride % units;
  uint entry = (bulkBegin + id) % units;
  for (uint i = bulkBegin + id; i < bulkEnd; i += stride) {
    d.v[i] = t.v[entry];
    entry += step;
    if (entry >= units)
      entry -= units;
  }
}
