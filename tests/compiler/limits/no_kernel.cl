// A file of helper functions is a program without kernels: OpenCL builds
// it, and so does vkcl, with a warning and a placeholder entry point that
// Vulkan requires and no runtime offers as a kernel.
// WARNING: no kernel: the program defines no __kernel function
// CHECK: OpEntryPoint GLCompute {{%\w+}} "vkcl.no_kernel"
// CHECK-NOT: OpEntryPoint
int helper(int x) { return x + 1; }
