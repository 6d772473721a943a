// An `extern` variable defined in another compilation unit: vkcl links one
// unit per program, so its use is refused naming the variable.
// ERROR: using 'elsewhere', a variable defined in another compilation unit
// ERROR-AT: 7:12
extern global int elsewhere;
kernel void extern_undefined(global int *out) {
  out[0] = elsewhere;
}
