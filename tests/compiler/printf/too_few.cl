// printf refuses what a host printf could not format.
// ERROR: needs more arguments than the call passes
__kernel void k(int v) { printf("%d %d\n", v); }
