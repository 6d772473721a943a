#include <vkcl/Compiler.h>
#include <vkcl/Runtime.h>

#include <cstdio>

int main() {
  vkcl::CompileResult r =
      vkcl::compile("kernel void k(global int *p) { p[0] = 1; }", {});
  std::printf("compiled: %d, %zu words\n", r.success, r.spirv.size());
  return r.success && !r.spirv.empty() ? 0 : 1;
}
