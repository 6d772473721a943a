// An `extern` declaration and the definition later in the same unit are one
// variable (one slot in the data segment).
// CHECK: OpEntryPoint GLCompute {{%\w+}} "extern_defined_later"
extern global int shared_value;
int read_it(void) { return shared_value; }
kernel void extern_defined_later(global int *out) {
  shared_value += 1;
  out[0] = read_it();
}
global int shared_value = 7;
