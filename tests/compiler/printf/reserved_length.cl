// printf refuses what a host printf could not format.
// ERROR: '%lld'
__kernel void k(int v) { printf("%lld\n", v); }
