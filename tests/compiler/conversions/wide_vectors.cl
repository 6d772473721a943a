// 8- and 16-lane conversions run four lanes at a time, as SPIR-V vectors
// (docs/mapping.md, conversions): a quarter of the instructions the
// lane-by-lane array code would take.
// int16 -> float16: four vec4 leading-bit searches.
// CHECK-COUNT-4: {{%v4uint %[0-9]+ FindUMsb}}
// float8 -> int8_sat_rte: two vec4 roundings.
// CHECK-COUNT-2: {{%v4float %[0-9]+ RoundEven}}
// CHECK-COUNT-2: OpConvertFToS %v4uint
kernel void int16_to_float16(global int16 *p, global float16 *q) {
  q[0] = convert_float16(p[0]);
}
kernel void float8_to_int8(global float8 *p, global int8 *q) {
  q[0] = convert_int8_sat_rte(p[0]);
}
