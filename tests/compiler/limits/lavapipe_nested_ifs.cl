// lavapipe (Mesa 22.3) keeps its execution masks in stacks of 80 levels
// and runs code nested deeper unmasked: 84 nested `if`s ran their
// innermost code for lanes that fail the conditions (83 ran right). Its
// profile refuses such a kernel by name (vkcl/spirv/ControlFlowDepth.h);
// the other targets compile it. lavapipe_nesting_80.cl is the deepest it
// takes.
// ERROR-lavapipe: kernel 'nested_ifs' nests control flow 84 levels deep
// ERROR-lavapipe: the target 'lavapipe' runs at most 80 right
// CHECK: OpEntryPoint GLCompute {{%\w+}} "nested_ifs"
#define IF(i) if (x > i - 10) { y += 1;
#define IF4(i) IF(i) IF(i + 1) IF(i + 2) IF(i + 3)
#define IF20(i) IF4(i) IF4(i + 4) IF4(i + 8) IF4(i + 12) IF4(i + 16)
#define END4 } } } }
#define END20 END4 END4 END4 END4 END4
__kernel void nested_ifs(__global const int *in, __global int *out) {
  int x = in[get_global_id(0)], y = 0;
  IF20(0) IF20(20) IF20(40) IF20(60) IF4(80)
    y *= x;
  END20 END20 END20 END20 END4
  out[get_global_id(0)] = y;
}
