// The code after an `if` that returns moves into that `if`'s else when a
// driver structures it (SPIRV-Tools' merge-return makes each return a
// break out of a `switch (0)`), one level deeper each: 70 returning `if`s
// then 15 nested ones ran wrongly on lavapipe (Mesa 22.3), 70 then 9 ran
// right. Its profile refuses the kernel by name; the other targets compile
// it. Returns inside a loop become loop breaks and nest nothing there
// (lavapipe_loop_exits.cl).
// ERROR-lavapipe: kernel 'returns' nests control flow 86 levels deep
// CHECK: OpEntryPoint GLCompute {{%\w+}} "returns"
#define R(i) if (x == 1000 + i) { out[g] = -1; return; }
#define R10(i) R(i) R(i + 1) R(i + 2) R(i + 3) R(i + 4) R(i + 5) R(i + 6) \
  R(i + 7) R(i + 8) R(i + 9)
#define IF(i) if (x > i - 10) { acc += 1;
#define IF5(i) IF(i) IF(i + 1) IF(i + 2) IF(i + 3) IF(i + 4)
__kernel void returns(__global const int *in, __global int *out) {
  size_t g = get_global_id(0);
  int acc = 0, x = in[g];
  R10(0) R10(10) R10(20) R10(30) R10(40) R10(50) R10(60)
  IF5(0) IF5(5) IF5(10)
    acc *= x;
  } } } } } } } } } } } } } } }
  out[g] = acc + 1;
}
