// printf refuses what a host printf could not format.
// ERROR: the argument of %s must be a string literal
__kernel void k(__constant char *s) { printf("%s\n", s); }
