// memory_scope_all_svm_devices exists only under OpenCL C 2.0; Vulkan's
// scopes end at the device.
// OPTIONS: -cl-std=CL2.0
// ERROR: memory_scope_all_svm_devices is not available on Vulkan
__kernel void all_devices_refused(__global atomic_int *p) {
  atomic_fetch_add_explicit(p, 1, memory_order_relaxed,
                            memory_scope_all_svm_devices);
}
