#!/usr/bin/env bash
# Set up, build, check formatting and run every test.
set -euo pipefail
cd "$(dirname "$(readlink -f "$0")")/.."
./scripts/build.sh
./scripts/check-format.sh
ctest --test-dir build --output-on-failure -j"$(nproc)"
