// ERROR: intel_reqd_sub_group_size(12) must be a sub-group size of target
// ERROR-AT: 4:25
__kernel void plain(__global uint *out) { out[0] = 1; }
__kernel __attribute__((intel_reqd_sub_group_size(12))) void
sized12(__global uint *out) {
  out[get_global_id(0)] = get_sub_group_size();
}
