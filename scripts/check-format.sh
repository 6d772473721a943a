#!/usr/bin/env bash
# Fails when a C++ file differs from clang-format's LLVM style (.clang-format):
# tracked files and new ones not yet added (a new file is checked before its
# first commit, not after).
set -euo pipefail
cd "$(dirname "$(readlink -f "$0")")/.."
bad=0
while IFS= read -r f; do
  if ! clang-format --dry-run -Werror "$f" >/dev/null 2>&1; then
    echo "not clang-formatted: $f"
    bad=1
  fi
done < <(git ls-files --cached --others --exclude-standard '*.cpp' '*.h')
exit $bad
