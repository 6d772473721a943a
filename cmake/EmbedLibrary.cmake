# Writes OUTPUT: a C++ raw string literal holding the OpenCL C library
# sources of FILES (|-separated, relative to SOURCE_DIR), concatenated in order, each
# after a #line directive naming it so that a diagnostic inside the library
# points at its own file. Run as `cmake -P` at build time.
set(text "")
string(REPLACE "|" ";" files "${FILES}")
foreach(file ${files})
  file(READ "${SOURCE_DIR}/${file}" body)
  string(APPEND text "#line 1 \"vkcl-library/${file}\"\n${body}\n")
endforeach()
file(WRITE "${OUTPUT}.tmp" "R\"vkcl_library(${text})vkcl_library\"\n")
file(COPY_FILE "${OUTPUT}.tmp" "${OUTPUT}" ONLY_IF_DIFFERENT)
