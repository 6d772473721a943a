#include "PrintfBuffer.h"

#include <cstdio>

namespace vkcl {
namespace {

void transferAndComputeBarrier(VkCommandBuffer cmd, VkAccessFlags src,
                               VkAccessFlags dst) {
  VkMemoryBarrier mb{VK_STRUCTURE_TYPE_MEMORY_BARRIER};
  mb.srcAccessMask = src;
  mb.dstAccessMask = dst;
  VkPipelineStageFlags stages =
      VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT | VK_PIPELINE_STAGE_TRANSFER_BIT;
  vkCmdPipelineBarrier(cmd, stages, stages, 0, 1, &mb, 0, nullptr, 0, nullptr);
}

} // namespace

Result<PrintfCapture> beginPrintfCapture(Device::Impl &device,
                                         VkCommandBuffer cmd,
                                         std::shared_ptr<Program> program,
                                         size_t bytes) {
  PrintfCapture capture;
  capture.program = std::move(program);
  Result<Buffer> buffer = createBuffer(device, bytes, MemoryKind::DeviceLocal);
  if (!buffer)
    return buffer.error();
  capture.buffer = std::move(*buffer);
  if (!capture.buffer.mapped()) {
    Result<Buffer> readback =
        createBuffer(device, bytes, MemoryKind::HostVisible);
    if (!readback)
      return readback.error();
    capture.readback = std::move(*readback);
  }
  uint32_t header[PrintfLayout::HeaderWords] = {};
  header[PrintfLayout::CapacityWord] =
      static_cast<uint32_t>(bytes / 4 - PrintfLayout::HeaderWords);
  vkCmdUpdateBuffer(cmd, capture.buffer.vkBuffer(), capture.buffer.vkOffset(),
                    sizeof header, header);
  transferAndComputeBarrier(cmd, VK_ACCESS_TRANSFER_WRITE_BIT,
                            VK_ACCESS_SHADER_READ_BIT |
                                VK_ACCESS_SHADER_WRITE_BIT);
  return capture;
}

void endPrintfCapture(VkCommandBuffer cmd, PrintfCapture &capture) {
  if (!capture.readback.valid())
    return;
  transferAndComputeBarrier(cmd, VK_ACCESS_SHADER_WRITE_BIT,
                            VK_ACCESS_TRANSFER_READ_BIT);
  VkBufferCopy region{capture.buffer.vkOffset(), capture.readback.vkOffset(),
                      capture.buffer.size()};
  vkCmdCopyBuffer(cmd, capture.buffer.vkBuffer(), capture.readback.vkBuffer(),
                  1, &region);
}

PrintfOutput decodePrintfCapture(const PrintfCapture &capture) {
  const Buffer &host =
      capture.readback.valid() ? capture.readback : capture.buffer;
  return decodePrintfBuffer(capture.program->info().printfs,
                            static_cast<const uint32_t *>(host.mapped()),
                            host.size() / 4);
}

void writePrintfToStdio(const PrintfOutput &output, size_t bufferBytes) {
  if (!output.text.empty()) {
    std::fwrite(output.text.data(), 1, output.text.size(), stdout);
    std::fflush(stdout);
  }
  if (output.dropped)
    std::fputs(printfDroppedNote(output.dropped, bufferBytes).c_str(), stderr);
}

} // namespace vkcl
