// A file with nothing but comments is a program without kernels.
// WARNING: no kernel: the program defines no __kernel function
// CHECK-COUNT-1: OpEntryPoint
