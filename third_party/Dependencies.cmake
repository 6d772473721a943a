# Finds vkcl's system dependencies (Debian 12 packages, see packages.txt).
# Nothing is vendored or downloaded.
find_package(SPIRV-Tools-opt REQUIRED)
find_path(SPIRV_HEADERS_INCLUDE_DIR spirv/unified1/spirv.hpp11 REQUIRED)
find_package(Vulkan REQUIRED)
find_package(Threads REQUIRED)
find_program(GLSLANG_VALIDATOR NAMES glslangValidator glslang)
if(VKCL_BUILD_COMPILER)
  find_package(LLVM 16 REQUIRED CONFIG HINTS /usr/lib/llvm-16/lib/cmake/llvm)
  find_package(Clang 16 REQUIRED CONFIG HINTS /usr/lib/llvm-16/lib/cmake/clang)
  # clang's builtin headers (opencl-c-base.h) live in its resource directory.
  set(VKCL_CLANG_RESOURCE_DIR "${LLVM_LIBRARY_DIR}/clang/${LLVM_VERSION_MAJOR}"
      CACHE PATH "clang resource directory")
endif()
if(VKCL_BUILD_TESTS)
  find_package(GTest REQUIRED)
endif()
