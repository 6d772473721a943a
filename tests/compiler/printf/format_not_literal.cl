// printf refuses what a host printf could not format.
// ERROR: the format must be a string literal
__kernel void k(__constant char *f) { printf(f, 1); }
