#!/usr/bin/env bash
# Fails when a C++ file differs from clang-format's LLVM style (.clang-format).
set -euo pipefail
cd "$(dirname "$(readlink -f "$0")")/.."
bad=0
while IFS= read -r f; do
  if ! clang-format --dry-run -Werror "$f" >/dev/null 2>&1; then
    echo "not clang-formatted: $f"
    bad=1
  fi
done < <(git ls-files '*.cpp' '*.h')
exit $bad
