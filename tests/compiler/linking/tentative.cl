// C's tentative definitions join the one initialized definition of another
// unit: one slot in the data segment, holding 7 (trailing zeros are trimmed; the e2e test Link.TentativeDefinitionsJoin
// shows both units use the one slot).
// LINK: tentative.unit.cl
// OPTIONS: -cl-std=CL2.0
// CHECK: OpString "Bw=="
global int shared_count = 7;
int read_count(void);
kernel void k(global int *out) { out[0] = read_count() + shared_count; }
