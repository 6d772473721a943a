// A data segment past vkcl's 256 MiB is refused at the variable.
// ERROR: program-scope data of 314572800 bytes (vkcl's limit is 268435456)
// ERROR-AT: 4:13
global char huge[300 << 20];
kernel void too_large(global int *out) { out[0] = huge[get_global_id(0)]; }
