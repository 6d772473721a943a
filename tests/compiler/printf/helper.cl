// A kernel needs a printf buffer when anything it calls prints; one that
// prints nothing does not. Extra arguments are evaluated but not recorded.
// CHECK: OpString "with"
// CHECK: OpString "without"
// CHECK: OpString "from a helper: %d
// CHECK: OpString "i4"
// CHECK-COUNT-1: OpExtInst %void {{%[0-9]+}} 10
void report(int v) { printf("from a helper: %d\n", v, v + 1); }

__kernel void with(__global int *p) { report(p[0]); }

__kernel void without(__global int *p) { p[0] = 1; }
