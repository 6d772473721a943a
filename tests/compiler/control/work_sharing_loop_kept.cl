// Loops that only look like work-sharing loops are emitted as written: the
// body writes the index, the bound or the step changes in the body, the
// index's address is taken, the bound is in memory other work-items may
// write (`__local`), or the index starts from a value that is not a
// work-item id within the group (grid-stride loops from a global id are
// left alone: their trip count is no constant anyway). No round counter
// from 0 appears.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "writes_index"
// CHECK-COUNT-0: {{= OpPhi %uint %uint_0 }}
__kernel void writes_index(__global int *out, uint n) {
  for (uint i = get_local_id(0); i < n; i += get_local_size(0)) {
    out[i] = 1;
    if (out[i + 1] == 7)
      i += 1;
  }
}

__kernel void bound_changes(__global int *out, uint n) {
  for (uint i = get_local_id(0); i < n; i += get_local_size(0)) {
    out[i] = 2;
    n -= out[i + 1];
  }
}

__kernel void step_changes(__global int *out, uint n, uint s) {
  for (uint i = get_local_id(0); i < n; i += s) {
    out[i] = 3;
    s = s + 1;
  }
}

void bump(uint *p) { *p += 1; }

__kernel void index_escapes(__global int *out, uint n) {
  for (uint i = get_local_id(0); i < n; i += get_local_size(0)) {
    out[i] = 4;
    bump(&i);
  }
}

__kernel void not_an_id(__global int *out, uint n, uint first) {
  for (uint i = first; i < n; i += get_local_size(0))
    out[i] = 5;
}

__kernel void grid_stride(__global int *out, uint n) {
  for (uint i = get_global_id(0); i < n; i += get_global_size(0))
    out[i] = 6;
}

__kernel void bound_in_local_memory(__global int *out) {
  __local uint n;
  __local uint *limit = &n;
  if (get_local_id(0) == 0)
    n = 64;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint i = get_local_id(0); i < n; i += get_local_size(0)) {
    out[i] = 7;
    barrier(CLK_LOCAL_MEM_FENCE);
    if (get_local_id(0) == 0)
      *limit = out[i + 1];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
}
