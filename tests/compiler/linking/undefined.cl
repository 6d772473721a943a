// A function declared but defined in no unit of the program: a link error
// where it is called (clCompileProgram, compiling the unit alone for a
// later link, leaves it to the link: tests/opencl ProgramBuild.SeveralUnits).
// ERROR: 'missing' is declared but defined in no compilation unit of the program
// ERROR-AT: 7:43
int missing(int x);
kernel void k(global int *out) { out[0] = missing(3); }
