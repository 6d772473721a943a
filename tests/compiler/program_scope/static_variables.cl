// OpenCL C 2.0: function-scope `static` variables are __global (with or
// without the qualifier) and live in the data segment like program-scope
// ones; a kernel-scope one too.
// OPTIONS: -cl-std=CL2.0
// CHECK: OpEntryPoint GLCompute {{%\w+}} "static_variables"
int next_id(void) {
  static global int id = 10;
  return atomic_inc(&id);
}
int calls(void) {
  static int n;
  return ++n;
}
kernel void static_variables(global int *out) {
  static global uint seen;
  atomic_inc(&seen);
  out[get_global_id(0)] = next_id() + calls() + (int)seen;
}
