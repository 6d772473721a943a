// A pipe can only be a function parameter: a program-scope pipe variable is a
// clang error at its name.
// OPTIONS: -cl-std=CL2.0
// ERROR: can only be used as a function parameter in OpenCL
// ERROR-AT: 6:10
pipe int g;

__kernel void pipe_program_scope(__global int *out) { out[0] = 1; }
