// 16,384 case labels in one switch: an OpSwitch takes at most 16,383
// (literal, label) pairs. A located diagnostic naming the limit, not an
// internal error (the validator's refusal before 2026-12-07).
// ERROR: a switch of more than 16383 case labels cannot be expressed in Vulkan SPIR-V: one OpSwitch takes at most 16383
// ERROR-AT: 13:3
#define C case __COUNTER__: r ^= __LINE__; break;
#define C16 C C C C C C C C C C C C C C C C
#define C256 C16 C16 C16 C16 C16 C16 C16 C16 C16 C16 C16 C16 C16 C16 C16 C16
#define C4K C256 C256 C256 C256 C256 C256 C256 C256 \
            C256 C256 C256 C256 C256 C256 C256 C256
__kernel void switch_too_many_labels(__global int *out) {
  int r = 0;
  switch (out[0]) {
    C4K C4K C4K C4K
  }
  out[1] = r;
}
