// 256 statements nested without braces, the most the emitter takes
// (limits/control_flow_too_deep.cl has one more): a valid module, but on
// lavapipe, whose mask stacks hold 80 levels, a diagnostic naming that
// limit (lavapipe_nested_ifs.cl).
// ERROR-lavapipe: kernel 'control_flow_nesting_256' nests control flow 256 levels deep
// CHECK: OpEntryPoint GLCompute {{%\w+}} "control_flow_nesting_256"
#define IF4 if (x > 0) if (x > 1) if (x > 2) if (x > 3)
#define IF32 IF4 IF4 IF4 IF4 IF4 IF4 IF4 IF4
#define IF256 IF32 IF32 IF32 IF32 IF32 IF32 IF32 IF32
__kernel void control_flow_nesting_256(__global int *out) {
  int x = out[0];
  IF256
    out[1] = x;
}
