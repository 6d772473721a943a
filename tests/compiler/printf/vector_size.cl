// printf refuses what a host printf could not format.
// ERROR: invalid conversion specification '%v5hld'
__kernel void k(int4 v) { printf("%v5hld\n", v); }
