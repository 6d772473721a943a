// A tentative definition (no initializer) of the variable tentative.cl
// defines with one.
global int shared_count;
int read_count(void) { return shared_count; }
