// Two units defining one external function: a link error at the second.
// LINK: helpers.unit.cl
// ERROR: 'helper' is defined in more than one compilation unit of the program (also at helpers.unit.cl:8)
// ERROR-AT: 5:5
int helper(int x) { return x; }
kernel void k(global int *out) { out[0] = helper(1); }
