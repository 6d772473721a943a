#!/usr/bin/env bash
# Main job: set up, build, compile examples/vector_add.cl for the default
# target and print its kernel interface.
set -euo pipefail
cd "$(dirname "$(readlink -f "$0")")/.."
./scripts/build.sh
./build/src/vkcl compile examples/vector_add.cl -o build/vector_add.spv --time
./build/src/vkcl reflect build/vector_add.spv
