// An `extern` variable no compilation unit of the program defines: a link
// error naming it where it is used (linking/ has the programs of several
// units).
// ERROR: 'elsewhere' is declared but defined in no compilation unit of the program
// ERROR-AT: 8:12
extern global int elsewhere;
kernel void extern_undefined(global int *out) {
  out[0] = elsewhere;
}
