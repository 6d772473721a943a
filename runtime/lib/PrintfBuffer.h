// The printf buffer of one dispatch, from its reset to its text.
//
// Each dispatch of a kernel that calls printf gets a buffer of its own
// (vkcl/Printf.h has the layout): the header is reset in the command
// buffer just before the dispatch, and the buffer is decoded once the
// queue has seen the dispatch complete. Buffers are device-local; on
// discrete GPUs the whole buffer is copied to a host-visible one after the
// dispatch (the kernel's atomics stay in device memory, and how much was
// written is known only on the GPU).
#pragma once

#include "Internal.h"

namespace vkcl {

struct PrintfCapture {
  std::shared_ptr<Program> program; ///< Its formats.
  Buffer buffer;                    ///< Where the kernel writes.
  Buffer readback; ///< Host-visible copy; invalid when `buffer` is mapped.
};

/// Allocates a buffer of `bytes` and records the reset of its header into
/// `cmd`, ordered before the commands that follow.
Result<PrintfCapture> beginPrintfCapture(Device::Impl &device,
                                         VkCommandBuffer cmd,
                                         std::shared_ptr<Program> program,
                                         size_t bytes);
/// Records what makes the kernel's records readable by the host after the
/// dispatch recorded since beginPrintfCapture.
void endPrintfCapture(VkCommandBuffer cmd, PrintfCapture &capture);
/// The text of a completed dispatch's records.
PrintfOutput decodePrintfCapture(const PrintfCapture &capture);
/// Writes `output` to stdout (the text) and stderr (dropped messages).
void writePrintfToStdio(const PrintfOutput &output, size_t bufferBytes);

} // namespace vkcl
