// SwiftShader's JIT (Subzero, in Debian's chromium) crashes on large
// switches, the sooner the more their cases access buffer memory
// (vkcl/spirv/BufferAccesses.h); its profile takes a kernel's switch cases
// (case bodies) and buffer accesses together up to its buffer-access
// budget.
// A switch of 3,999 cases around one load and one store is 4,001: refused
// there by name; the other targets compile it.
// ERROR-swiftshader: kernel 'many_cases' has 2 loads, stores and atomics
// ERROR-swiftshader: and 3999 switch cases
// ERROR-swiftshader: the target 'swiftshader' compiles at most 4000 of the two together
// CHECK: OpEntryPoint GLCompute {{%\w+}} "many_cases"
// CHECK: OpSwitch
#define C(i) case i: y += (i) * 3 + 1; break;
#define C4(i) C(i) C(i + 1) C(i + 2) C(i + 3)
#define C16(i) C4(i) C4(i + 4) C4(i + 8) C4(i + 12)
#define C64(i) C16(i) C16(i + 16) C16(i + 32) C16(i + 48)
#define C256(i) C64(i) C64(i + 64) C64(i + 128) C64(i + 192)
#define C1024(i) C256(i) C256(i + 256) C256(i + 512) C256(i + 768)

__kernel void many_cases(__global int *io) {
  int x = io[0], y = 0;
  switch (x) {
    C1024(0) C1024(1024) C1024(2048)            // 3072
    C256(3072) C256(3328) C256(3584)            // 3840
    C64(3840) C64(3904)                         // 3968
    C16(3968) C4(3984) C4(3988) C4(3992) C(3996) C(3997) C(3998)
  }
  io[1] = y;
}
