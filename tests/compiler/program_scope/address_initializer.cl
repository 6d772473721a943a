// An initializer holding an address (known only when the program's data
// segment is placed) is refused with a located diagnostic.
// ERROR: a program-scope initializer holding an address
// ERROR-AT: 6:23
global int target;
global int *pointer = &target;
kernel void address_initializer(global int *out) { out[0] = *pointer; }
