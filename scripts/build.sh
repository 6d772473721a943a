#!/usr/bin/env bash
# Installs the Debian packages vkcl needs and builds it into build/.
set -euo pipefail
cd "$(dirname "$(readlink -f "$0")")/.."
./third_party/install-deps.sh
cmake -S . -B build -G "Unix Makefiles" -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build build -j"$(nproc)"
