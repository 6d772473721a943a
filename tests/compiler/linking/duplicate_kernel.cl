// A kernel name two units define is a duplicate symbol like any other.
// LINK: helpers.unit.cl
// ERROR: 'helper_kernel' is defined in more than one compilation unit
// ERROR-AT: 5:13
kernel void helper_kernel(global int *out) { out[0] = 1; }
