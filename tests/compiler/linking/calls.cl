// A kernel calling functions and reading a variable another unit defines:
// one module, each unit's static `twice` its own function, the other
// unit's kernel an entry point too, the library's sqrt emitted once.
// LINK: helpers.unit.cl
// OPTIONS: -cl-std=CL2.0
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "calls"
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "helper_kernel"
// CHECK-COUNT-1: OpName {{%\w+}} "__vkcl_sqrt_f32"
// CHECK-NOT: OpCapability Linkage
// CHECK-NOT: LinkageAttributes
#define K 10
typedef struct { int whole; float part; } Split;
int helper(int x);
Split split(float x);
extern global int bias;
static int twice(int x) { return 2 * x + K; }
kernel void calls(global int *out, global float *f) {
  size_t i = get_global_id(0);
  Split s = split((float)i);
  out[i] = helper((int)i) + twice((int)i) + bias + s.whole;
  f[i] = s.part + sqrt(f[i]);
}
