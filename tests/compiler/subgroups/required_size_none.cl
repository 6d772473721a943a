// Without the attribute no size is recorded: the device picks its own.
// CHECK-NOT: OpExtInst %void {{%\w+}} 14 {{%\w+}} %uint_
__kernel void unsized(__global uint *out) {
  out[get_global_id(0)] = get_max_sub_group_size();
}
