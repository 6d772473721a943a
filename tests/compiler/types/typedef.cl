// CHECK: OpEntryPoint GLCompute {{%\w+}} "typedefs"
typedef float real;
typedef real real4 __attribute__((ext_vector_type(4)));
typedef struct {
  real scale;
  int offset;
} Params;
typedef __global real *RealPtr;

__kernel void typedefs(RealPtr out, Params p) {
  size_t i = get_global_id(0);
  real4 v = (real4)(p.scale);
  out[i] = v.x * (real)i + (real)p.offset;
}
