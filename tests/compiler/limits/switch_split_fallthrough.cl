// A switch of 5,283 labels split in three (switch_16384_labels.cl): cases
// fall through in pairs, so each cut comes after a case that breaks, and
// `default` in the middle falls through into the next case, so its run is
// the innermost switch, listed in source order (SPIR-V wants the case
// falling into the default right before the case the default falls into).
// Every target validates it, but SwiftShader's profile refuses it by name
// (its JIT crashes on such switches: swiftshader_switch_cases.cl);
// ControlFlow.SwitchOfManyCases runs such switches.
// ERROR-swiftshader: and 5282 switch cases
// CHECK: OpEntryPoint GLCompute {{%\w+}} "switch_split_fallthrough"
// CHECK-COUNT-3: OpSwitch
#define C case __COUNTER__: r ^= __LINE__; case __COUNTER__: r += 3; break;
#define C8 C C C C C C C C
#define C64 C8 C8 C8 C8 C8 C8 C8 C8
#define C512 C64 C64 C64 C64 C64 C64 C64 C64
__kernel void switch_split_fallthrough(__global int *out) {
  int r = 0;
  switch (out[0]) {
    C512 C512 C512 C64 C64 C64 C64
    case 100000: r = 7;
    default: r -= 1;
    case 100001: r *= 5; break;
    C512 C64 C64 C64 C64 C64 C8 C8
  }
  out[1] = r;
}
