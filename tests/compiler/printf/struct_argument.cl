// printf refuses what a host printf could not format.
// ERROR: an argument of type 'S' cannot be printed
typedef struct { int a; } S; __kernel void k(S s) { printf("%d\n", s); }
