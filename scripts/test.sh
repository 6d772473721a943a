#!/usr/bin/env bash
# Set up, build, check formatting and run every test.
set -euo pipefail
cd "$(dirname "$(readlink -f "$0")")/.."
./scripts/build.sh
./scripts/check-format.sh
# One more test than cores: some wait on files and fences, and 12% of
# the cores sat idle with -j$(nproc).
ctest --test-dir build --output-on-failure -j"$(($(nproc) + 1))"
