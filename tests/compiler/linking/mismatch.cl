// A declaration whose type differs from the other unit's definition, for a
// function and for a variable.
// LINK: helpers.unit.cl
// OPTIONS: -cl-std=CL2.0
// ERROR: 'helper' is declared here as 'float (float)' but defined at helpers.unit.cl:8 as 'int (int)'
// ERROR: 'bias' is declared here as '__global float' but defined at helpers.unit.cl:6 as '__global int'
// ERROR-AT: 8:7
float helper(float x);
extern global float bias;
kernel void k(global float *out) { out[0] = helper(1.0f) + bias; }
