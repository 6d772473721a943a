// An extern program-scope variable no unit defines.
// OPTIONS: -cl-std=CL2.0
// ERROR: 'nowhere' is declared but defined in no compilation unit of the program
// ERROR-AT: 6:43
extern global int nowhere;
kernel void k(global int *out) { out[0] = nowhere; }
