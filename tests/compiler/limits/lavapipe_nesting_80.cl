// 80 nested `if`s, the most lavapipe's profile takes (its mask stacks
// hold 80 levels; lavapipe_nested_ifs.cl has 84): a valid module on every
// target, the 80 selections kept.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "nested_ifs_80"
// CHECK-COUNT-80: OpSelectionMerge
#define IF(i) if (x > i - 10) { y += 1;
#define IF4(i) IF(i) IF(i + 1) IF(i + 2) IF(i + 3)
#define IF20(i) IF4(i) IF4(i + 4) IF4(i + 8) IF4(i + 12) IF4(i + 16)
#define END4 } } } }
#define END20 END4 END4 END4 END4 END4
__kernel void nested_ifs_80(__global const int *in, __global int *out) {
  int x = in[get_global_id(0)], y = 0;
  IF20(0) IF20(20) IF20(40) IF20(60)
    y *= x;
  END20 END20 END20 END20
  out[get_global_id(0)] = y;
}
