// A file with nothing but comments is a program without kernels.
// ERROR: no kernel: the program defines no __kernel function
