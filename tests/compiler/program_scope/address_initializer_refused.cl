// Addresses an initializer may not hold: of a kernel's __local variable
// (no address before a work-group runs) is refused by clang; one an
// integer names is its bits (no pair for the runtime); outside its object
// (C leaves it undefined) is refused by name.
// OPTIONS: -cl-std=CL2.0
// TARGETS: desktop lavapipe
// ERROR: a program-scope initializer holding an address outside its object
// ERROR-AT: 10:29
global int small[2];
global int *far = &small[0] + 4096;
global int *fixed = (global int *)64;
kernel void address_initializer_refused(global int *out) {
  out[0] = *far + *fixed;
}
