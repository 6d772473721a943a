// 16,384 case labels that fall through into each other to one statement:
// a switch is cut only where a case cannot fall through, so they would
// need one OpSwitch of 16,384 (literal, label) pairs, one more than SPIR-V
// allows. A located diagnostic naming the limit.
// ERROR: more than 16383 case labels falling through into each other cannot be expressed in Vulkan SPIR-V: one OpSwitch takes at most 16383
// ERROR-AT: 15:5
#define C case __COUNTER__:
#define C16 C C C C C C C C C C C C C C C C
#define C256 C16 C16 C16 C16 C16 C16 C16 C16 C16 C16 C16 C16 C16 C16 C16 C16
#define C4K C256 C256 C256 C256 C256 C256 C256 C256 \
            C256 C256 C256 C256 C256 C256 C256 C256
__kernel void switch_fallthrough_too_long(__global int *out) {
  int r = 0;
  switch (out[0]) {
    C4K C4K C4K C4K r = 1; break;
  }
  out[1] = r;
}
