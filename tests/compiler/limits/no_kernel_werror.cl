// -Werror makes the no-kernel warning an error, as it does clang's own.
// OPTIONS: -Werror
// ERROR: error: no kernel: the program defines no __kernel function
// ERROR-AT: 1:1
int helper(int x) { return x + 1; }
