// A loop with 84 `continue`s lost every lane's result on lavapipe (Mesa
// 22.3; 83 ran right): each is one more level of its mask stacks. Its
// profile refuses the kernel by name, counting the branches into the
// loop's continue target (the 84 and the body's end); the other targets
// compile it.
// ERROR-lavapipe: kernel 'continues' has a loop with 85 branches to its next
// ERROR-lavapipe: iteration
// CHECK: OpEntryPoint GLCompute {{%\w+}} "continues"
// CHECK: OpLoopMerge
#define C(i) if (x == 1000 + i) { acc -= 1; continue; }
#define C4(i) C(i) C(i + 1) C(i + 2) C(i + 3)
#define C20(i) C4(i) C4(i + 4) C4(i + 8) C4(i + 12) C4(i + 16)
__kernel void continues(__global const int *in, __global int *out) {
  size_t g = get_global_id(0);
  int acc = 0;
  for (int i = 0; i < 4; ++i) {
    int x = in[g * 4 + i];
    C20(0) C20(20) C20(40) C20(60) C4(80)
    acc += 1;
  }
  out[g] = acc;
}
