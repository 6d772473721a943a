# `vkcl run` with several kernels sharing a pipe, end to end on a real
# driver: examples/pipe_producer_consumer.cl's producer fills a pipe that its
# consumer then drains. Which work-items succeed is up to the scheduler, so
# the check is on what must hold whatever the order: how many writes and
# reads succeed, that every packet read is a value written (once), and the
# packets the tool reports left in the pipe. The tool's errors for a
# misused pipe are checked on the same device.
#
# cmake -DVKCL=path/to/vkcl -DEXAMPLE=path/to/pipe_producer_consumer.cl
#       -P RunPipeExample.cmake

function(fail what)
  message(FATAL_ERROR "${what}\n--- stdout ---\n${out}\n--- stderr ---\n${err}")
endfunction()

# The values printed for LABEL ("produce.status: 0, -1, …") as a list.
function(printed label var)
  string(REGEX MATCH "${label}: ([^\n]*)" line "${out}")
  if(NOT line)
    fail("no '${label}:' line")
  endif()
  string(REPLACE ", " ";" values "${CMAKE_MATCH_1}")
  set(${var} "${values}" PARENT_SCOPE)
endfunction()

function(run_case produced capacity consumed)
  execute_process(COMMAND ${VKCL} run ${EXAMPLE} -cl-std=CL2.0 --validate
      --kernel produce --global ${produced} --arg pipe:int[${capacity}]
      --arg buffer:int[${produced}],print
      --kernel consume --global ${consumed} --arg pipe:@p
      --arg buffer:int[${consumed}],print
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  set(out "${out}" PARENT_SCOPE)
  set(err "${err}" PARENT_SCOPE)
  set(case "${produced} into int[${capacity}], ${consumed} reads")
  if(NOT rc EQUAL 0)
    fail("${case}: vkcl run exited with ${rc}")
  endif()

  # Writes succeed until the pipe is full, and then fail (negative).
  printed("produce.status" status)
  set(written 0)
  set(succeeded "")
  set(index 0)
  foreach(s IN LISTS status)
    if(s EQUAL 0)
      math(EXPR written "${written} + 1")
      list(APPEND succeeded ${index})
    elseif(NOT s LESS 0)
      fail("${case}: write_pipe returned ${s}")
    endif()
    math(EXPR index "${index} + 1")
  endforeach()
  if(produced LESS capacity)
    set(want ${produced})
  else()
    set(want ${capacity})
  endif()
  if(NOT written EQUAL want)
    fail("${case}: ${written} writes succeeded, expected ${want}")
  endif()

  # Reads get each written value once, until the pipe is empty (-1).
  printed("consume.got" got)
  set(values "")
  foreach(v IN LISTS got)
    if(NOT v EQUAL -1)
      list(FIND succeeded ${v} at)
      if(at EQUAL -1)
        fail("${case}: read ${v}, which no successful write wrote")
      endif()
      list(APPEND values ${v})
    endif()
  endforeach()
  list(LENGTH values read)
  set(distinct ${values})
  list(REMOVE_DUPLICATES distinct)
  list(LENGTH distinct distinctCount)
  if(NOT distinctCount EQUAL read)
    fail("${case}: a value was read twice")
  endif()
  if(written LESS consumed)
    set(want ${written})
  else()
    set(want ${consumed})
  endif()
  if(NOT read EQUAL want)
    fail("${case}: ${read} reads succeeded, expected ${want}")
  endif()

  math(EXPR left "${written} - ${read}")
  set(packets "packets")
  if(left EQUAL 1)
    set(packets "packet")
  endif()
  string(FIND "${out}" "produce.p: pipe int[${capacity}], ${left} ${packets} left\n"
    found)
  if(found EQUAL -1)
    fail("${case}: expected ${left} ${packets} left in the pipe")
  endif()
  message(STATUS "${case}: ${written} written, ${read} read, ${left} left")
endfunction()

# A run the tool must refuse with exit status `code` and `message` on
# stderr.
function(run_error code message)
  execute_process(COMMAND ${VKCL} run ${EXAMPLE} -cl-std=CL2.0 ${ARGN}
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  set(out "${out}" PARENT_SCOPE)
  set(err "${err}" PARENT_SCOPE)
  if(NOT rc EQUAL code)
    fail("expected exit status ${code}, got ${rc}, for: ${ARGN}")
  endif()
  string(FIND "${err}" "${message}" found)
  if(found EQUAL -1)
    fail("expected '${message}' for: ${ARGN}")
  endif()
endfunction()

run_case(80 64 100) # 16 writes find the pipe full, 36 reads find it empty
run_case(48 64 32)  # 16 packets stay in the pipe
run_case(5 1 3)     # one slot: one packet goes through

set(produce --kernel produce --global 4 --arg pipe:int[4] --arg buffer:int[4])
run_error(1 "no earlier pipe argument is named 'q' (earlier pipe arguments: p)"
  ${produce} --kernel consume --global 4 --arg pipe:@q --arg buffer:int[4])
run_error(1 "carries packets of 'int' (4-byte packets); pipe:float4[…] has 16-byte packets"
  --kernel produce --global 4 --arg pipe:float4[4] --arg buffer:int[4])
run_error(1 "is a pipe: give pipe:int[CAPACITY]"
  --kernel consume --global 4 --arg buffer:int[4] --arg buffer:int[4])
run_error(1 "pipe capacity '0' is not a positive integer"
  --kernel produce --global 4 --arg pipe:int[0] --arg buffer:int[4])
run_error(1 "no pipe is created before it"
  --kernel consume --global 4 --arg pipe:@p --arg buffer:int[4])
