// Device-to-device buffer copy (Queue::copy): on NVIDIA, vkCmdCopyBuffer
// moves under a third of what a uvec4 compute copy through buffer device
// addresses does (bench/transfer/CopyVkcl.cpp).
//
// Exact at any alignment. The host splits the copy so that the destination
// base `dst` is aligned to the bulk unit, and picks MODE from how the source
// lines up with the destination: units of 16, 8 or 4 bytes where both sides
// share that alignment, else byte-shifted words (each destination word built
// from the two source words it straddles). The destination bytes [first,
// end) relative to `dst` are written; the source byte for `dst + q` is at
// `src + q + shift`. Words only partly inside the range are written with
// atomics that leave the other bytes alone (8-bit storage is not everywhere,
// SwiftShader lacks it), so a neighbour's bytes are never rewritten. The bulk
// is a grid-stride loop; addresses are uvec2 so devices without int64 run it.
#version 450
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_buffer_reference_uvec2 : require

layout(local_size_x = 256) in;

// 0: byte-shifted words, 1: words, 2: uvec2, 3: uvec4.
layout(constant_id = 0) const uint MODE = 3;
const uint UNIT_BYTES = MODE == 3 ? 16 : (MODE == 2 ? 8 : 4);
const uint UNIT_WORDS = UNIT_BYTES / 4;

layout(buffer_reference, std430, buffer_reference_align = 4) readonly buffer
SrcWords { uint v[]; };
layout(buffer_reference, std430, buffer_reference_align = 8) readonly buffer
SrcPairs { uvec2 v[]; };
layout(buffer_reference, std430, buffer_reference_align = 16) readonly buffer
SrcQuads { uvec4 v[]; };
layout(buffer_reference, std430, buffer_reference_align = 4) buffer
DstWords { uint v[]; };
layout(buffer_reference, std430, buffer_reference_align = 8) writeonly buffer
DstPairs { uvec2 v[]; };
layout(buffer_reference, std430, buffer_reference_align = 16) writeonly buffer
DstQuads { uvec4 v[]; };

layout(push_constant) uniform Args {
  uvec2 dst;   // aligned to UNIT_BYTES
  uvec2 src;   // aligned to UNIT_BYTES (MODE 0: to 4)
  uint first;  // first byte written, relative to dst (below UNIT_BYTES)
  uint end;    // one past the last
  uint shift;  // MODE 0: 1..3; else 0
};

// The source word holding the bytes of destination word `w` (MODE 0 funnel).
uint shiftedWord(SrcWords s, uint w) {
  uint bits = shift * 8;
  return (s.v[w] >> bits) | (s.v[w + 1] << (32 - bits));
}

// Destination word `w`, which [first, end) covers only partly or which lies
// outside the bulk: gathered byte by byte from the source words that hold
// its bytes (never a word with none of them: it may lie outside the buffer).
void edgeWord(uint w) {
  SrcWords s = SrcWords(src);
  DstWords d = DstWords(dst);
  uint value = 0, mask = 0;
  for (uint b = 0; b < 4; ++b) {
    uint q = w * 4 + b;
    if (q < first || q >= end)
      continue;
    uint sq = q + shift;
    value |= ((s.v[sq / 4] >> ((sq % 4) * 8)) & 0xFFu) << (b * 8);
    mask |= 0xFFu << (b * 8);
  }
  if (mask == 0xFFFFFFFFu) {
    d.v[w] = value;
  } else {
    atomicAnd(d.v[w], ~mask);
    atomicOr(d.v[w], value);
  }
}

void main() {
  uint id = gl_GlobalInvocationID.x;
  uint stride = gl_NumWorkGroups.x * 256;
  // Units wholly inside [first, end), and the words around them.
  uint bulkBegin = (first + UNIT_BYTES - 1) / UNIT_BYTES;
  uint bulkEnd = max(end / UNIT_BYTES, bulkBegin);
  uint endWord = (end + 3) / 4;
  uint headBegin = first / 4;
  uint headEnd = min(bulkBegin * UNIT_WORDS, endWord);
  uint tailBegin = max(min(bulkEnd * UNIT_WORDS, endWord), headEnd);
  uint heads = headEnd - headBegin;
  if (id < heads)
    edgeWord(headBegin + id);
  else if (id < heads + (endWord - tailBegin))
    edgeWord(tailBegin + id - heads);

  if (MODE == 3) {
    SrcQuads s = SrcQuads(src);
    DstQuads d = DstQuads(dst);
    for (uint i = bulkBegin + id; i < bulkEnd; i += stride)
      d.v[i] = s.v[i];
  } else if (MODE == 2) {
    SrcPairs s = SrcPairs(src);
    DstPairs d = DstPairs(dst);
    for (uint i = bulkBegin + id; i < bulkEnd; i += stride)
      d.v[i] = s.v[i];
  } else if (MODE == 1) {
    SrcWords s = SrcWords(src);
    DstWords d = DstWords(dst);
    for (uint i = bulkBegin + id; i < bulkEnd; i += stride)
      d.v[i] = s.v[i];
  } else {
    SrcWords s = SrcWords(src);
    DstWords d = DstWords(dst);
    for (uint i = bulkBegin + id; i < bulkEnd; i += stride)
      d.v[i] = shiftedWord(s, i);
  }
}
