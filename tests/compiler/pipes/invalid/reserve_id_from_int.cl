// Nothing converts to reserve_id_t: initializing one from 0 is a clang error
// at the variable (both are reported; this checks the second).
// OPTIONS: -cl-std=CL2.0
// ERROR: initializing '__private reserve_id_t' with an expression of incompatible type 'int'
// ERROR-AT: 8:16
__kernel void reserve_id_from_int(__read_only pipe int p, __global int *out) {
  reserve_id_t r = 0;
  reserve_id_t s = 0;
  out[0] = is_valid_reserve_id(r);
}
