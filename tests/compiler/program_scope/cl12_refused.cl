// OpenCL C 1.2 has no program-scope variables outside __constant: clang's
// own error.
// OPTIONS: -cl-std=CL1.2
// ERROR: program scope variable must reside in constant address space
global int counter;
kernel void cl12_refused(global int *out) { out[0] = counter; }
