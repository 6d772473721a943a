// A file of helper functions has no entry point for a Vulkan module.
// ERROR: no kernel: the program defines no __kernel function
// ERROR-AT: 1:1
int helper(int x) { return x + 1; }
