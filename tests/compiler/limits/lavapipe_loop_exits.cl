// Inside a loop, `break`s and `return`s are loop exits that nest nothing
// on lavapipe (Mesa 22.3): 120 of each in one loop ran right there, so its
// profile takes this kernel like every other target.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "loop_exits"
// CHECK: OpLoopMerge
#define E(i) if (x == 1000 + i) { acc -= i; break; } \
  if (x == 2000 + i) { out[g] = acc; return; }
#define E4(i) E(i) E(i + 1) E(i + 2) E(i + 3)
#define E20(i) E4(i) E4(i + 4) E4(i + 8) E4(i + 12) E4(i + 16)
__kernel void loop_exits(__global const int *in, __global int *out) {
  size_t g = get_global_id(0);
  int acc = 0;
  for (int i = 0; i < 4; ++i) {
    int x = in[g * 4 + i];
    E20(0) E20(20) E20(40) E20(60) E20(80) E20(100)
    acc += 1;
  }
  out[g] = acc;
}
