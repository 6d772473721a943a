#!/usr/bin/env bash
# Main job: set up, build, compile examples/vector_add.cl, print its kernel
# interface, and run it on the default Vulkan device (a GPU when there is
# one, else lavapipe) with the validation layer on, printing the result.
set -euo pipefail
cd "$(dirname "$(readlink -f "$0")")/.."
./scripts/build.sh
./build/src/vkcl compile examples/vector_add.cl -o build/vector_add.spv --time
./build/src/vkcl reflect build/vector_add.spv
./build/src/vkcl devices
./build/src/vkcl run examples/vector_add.cl --global 10 --validate --time \
  --arg 'buffer:float[10]=0,1,2,3,4,5,6,7,8,9' \
  --arg 'buffer:float[10]=100,100,100,100,100,100,100,100,100,100' \
  --arg 'buffer:float[10],print' --arg uint=10
