/* Smoke test of the C API, compiled as C so the header is proven C-clean.
 *
 * Usage: vkcl-capi-test KERNELS.spv (CApiTest.cl compiled by `vkcl
 * compile`). Calls every function of vkcl.h: misuse with NULL handles,
 * a device of its own with the validation layer, a queue run with events,
 * and an adopted device (sharing the first one's VkDevice) running a
 * wrapped VkBuffer through vkclRecordKernel in the test's own command
 * buffer. Exit status 0 when everything checks out.
 */
#include "vkcl/vkcl.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures = 0;

#define CHECK(cond)                                                            \
  do {                                                                         \
    if (!(cond)) {                                                             \
      fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
      ++failures;                                                              \
    }                                                                          \
  } while (0)

/* Checks a call succeeded; on failure prints the device's message. */
#define CHECK_OK(device, call)                                                 \
  do {                                                                         \
    vkclStatus status_ = (call);                                               \
    if (status_ != VKCL_SUCCESS) {                                             \
      char message_[512] = "";                                                 \
      vkclGetLastErrorMessage(device, message_, sizeof message_, NULL);        \
      fprintf(stderr, "%s:%d: %s: %s: %s\n", __FILE__, __LINE__, #call,        \
              vkclStatusString(status_), message_);                            \
      ++failures;                                                              \
    }                                                                          \
  } while (0)

enum { N = 256, LOCAL = 64 };

static uint32_t *readWords(const char *path, size_t *count) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return NULL;
  fseek(f, 0, SEEK_END);
  long size = ftell(f);
  fseek(f, 0, SEEK_SET);
  uint32_t *words = malloc((size_t)size);
  if (words && fread(words, 1, (size_t)size, f) != (size_t)size) {
    free(words);
    words = NULL;
  }
  fclose(f);
  *count = (size_t)size / 4;
  return words;
}

/* Every entry point must refuse NULL handles without crashing. */
static void checkMisuse(void) {
  vkclDevice device = NULL;
  vkclBuffer buffer = NULL;
  vkclProgram program = NULL;
  vkclKernel kernel = NULL;
  vkclQueue queue = NULL;
  vkclEvent event = NULL;
  vkclPipe pipe = NULL;
  vkclPipeCreateInfo pipeInfo = {4, 16};
  vkclNDRange range = {1, {1, 1, 1}, {0, 0, 0}, {0, 0, 0}};
  vkclBufferCreateInfo bufferInfo = {16, VKCL_MEMORY_DEVICE_LOCAL};
  vkclWrapBufferInfo wrapInfo = {VK_NULL_HANDLE, 0, 16};
  vkclAdoptInfo adoptInfo;
  vkclVulkanHandles handles;
  uint64_t address = 0;
  uint32_t count = 0, words[1] = {0};
  double ns = 0;
  float value = 0;
  memset(&adoptInfo, 0, sizeof adoptInfo);
  const vkclStatus bad = VKCL_ERROR_INVALID_ARGUMENT;
  CHECK(vkclCreateDevice(NULL, NULL) == bad);
  CHECK(vkclAdoptDevice(NULL, &device) == bad);
  CHECK(vkclAdoptDevice(&adoptInfo, &device) == bad && device == NULL);
  CHECK(vkclDestroyDevice(NULL) == bad);
  CHECK(vkclGetVulkanHandles(NULL, &handles) == bad);
  CHECK(vkclGetValidationMessageCount(NULL, &count) == bad);
  CHECK(vkclGetLastErrorMessage(NULL, NULL, 0, NULL) == bad);
  CHECK(vkclCreateBuffer(NULL, &bufferInfo, &buffer) == bad);
  CHECK(vkclWrapBuffer(NULL, &wrapInfo, &buffer) == bad);
  CHECK(vkclDestroyBuffer(NULL) == bad);
  CHECK(vkclBufferDeviceAddress(NULL, &address) == bad);
  CHECK(vkclCreateProgramFromSpirv(NULL, words, 1, &program) == bad);
  CHECK(vkclCreateProgramFromFile(NULL, "x.spv", &program) == bad);
  CHECK(vkclDestroyProgram(NULL) == bad);
  CHECK(vkclCreateKernel(NULL, "k", &kernel) == bad);
  CHECK(vkclSetKernelArgBuffer(NULL, 0, NULL, 0) == bad);
  CHECK(vkclSetKernelArgNull(NULL, 0) == bad);
  CHECK(vkclSetKernelArgValue(NULL, 0, &value, sizeof value) == bad);
  CHECK(vkclSetKernelArgLocal(NULL, 0, 16) == bad);
  CHECK(vkclDestroyKernel(NULL) == bad);
  CHECK(vkclRecordKernel(NULL, VK_NULL_HANDLE, &range) == bad);
  CHECK(vkclCreateQueue(NULL, &queue) == bad);
  CHECK(vkclEnqueueKernel(NULL, NULL, &range, &event) == bad);
  CHECK(vkclEnqueueWrite(NULL, NULL, 0, &value, 4) == bad);
  CHECK(vkclEnqueueRead(NULL, NULL, 0, &value, 4) == bad);
  CHECK(vkclFinish(NULL) == bad);
  CHECK(vkclDestroyQueue(NULL) == bad);
  CHECK(vkclEventWait(NULL) == bad);
  CHECK(vkclEventGpuTimeNs(NULL, &ns) == bad);
  CHECK(vkclReleaseEvent(NULL) == bad);
  CHECK(vkclGetQueueCount(NULL, &count) == bad);
  CHECK(vkclCreateQueueWithIndex(NULL, 0, &queue) == bad);
  CHECK(vkclCreatePipe(NULL, NULL, &pipeInfo, &pipe) == bad);
  CHECK(vkclResetPipe(NULL, NULL) == bad);
  CHECK(vkclGetPipePacketCount(NULL, NULL, &count) == bad);
  CHECK(vkclSetKernelArgPipe(NULL, 0, NULL) == bad);
  CHECK(vkclDestroyPipe(NULL) == bad);
  CHECK(vkclSetPrintfCallback(NULL, NULL, NULL) == bad);
  CHECK(vkclSetPrintfBufferSize(NULL, 4096) == bad);
  CHECK(strcmp(vkclStatusString(VKCL_SUCCESS), "success") == 0);
  CHECK(strcmp(vkclStatusString(VKCL_ERROR_NOT_FOUND), "not found") == 0);
  CHECK(strcmp(vkclStatusString((vkclStatus)1234), "unknown status") == 0);
}

/* What the printf callback collected. */
typedef struct PrintfSink {
  char text[512];
  size_t length;
  uint64_t dropped;
  int calls;
} PrintfSink;

static void collectPrintf(const char *text, size_t length, uint64_t dropped,
                          void *userData) {
  PrintfSink *sink = (PrintfSink *)userData;
  size_t room = sizeof sink->text - 1 - sink->length;
  size_t n = length < room ? length : room;
  memcpy(sink->text + sink->length, text, n);
  sink->length += n;
  sink->text[sink->length] = 0;
  sink->dropped += dropped;
  ++sink->calls;
}

/* `say` prints one line per work-item: the callback gets them at
 * vkclFinish, in the order of the records; with a buffer of one record's
 * room, the second line is dropped and counted, and its printf returns -1. */
static void checkPrintf(vkclDevice device, vkclProgram program,
                        vkclQueue queue) {
  PrintfSink sink;
  memset(&sink, 0, sizeof sink);
  vkclKernel kernel = NULL;
  vkclBuffer ret = NULL;
  vkclBufferCreateInfo bci = {2 * sizeof(int32_t), VKCL_MEMORY_DEVICE_LOCAL};
  int32_t base = 40, got[2] = {7, 7};
  CHECK_OK(device, vkclCreateKernel(program, "say", &kernel));
  CHECK_OK(device, vkclCreateBuffer(device, &bci, &ret));
  CHECK_OK(device, vkclSetKernelArgBuffer(kernel, 0, ret, 0));
  CHECK_OK(device, vkclSetKernelArgValue(kernel, 1, &base, sizeof base));
  CHECK_OK(device, vkclSetPrintfCallback(queue, collectPrintf, &sink));
  vkclNDRange one = {1, {1, 1, 1}, {1, 0, 0}, {0, 0, 0}};
  CHECK_OK(device, vkclEnqueueKernel(queue, kernel, &one, NULL));
  CHECK_OK(device, vkclFinish(queue));
  CHECK(sink.calls == 1 && sink.dropped == 0);
  CHECK(strcmp(sink.text, "item 40:  0.00|ok\n") == 0);

  /* Header (16 bytes) and one record: id, int, float (3 words). */
  CHECK(vkclSetPrintfBufferSize(queue, 8) == VKCL_ERROR_INVALID_ARGUMENT);
  CHECK_OK(device, vkclSetPrintfBufferSize(queue, 16 + 12));
  memset(&sink, 0, sizeof sink);
  vkclNDRange two = {1, {2, 1, 1}, {2, 0, 0}, {0, 0, 0}};
  CHECK_OK(device, vkclEnqueueKernel(queue, kernel, &two, NULL));
  CHECK_OK(device, vkclFinish(queue));
  CHECK(sink.calls == 1 && sink.dropped == 1);
  CHECK(strcmp(sink.text, "item 40:  0.00|ok\n") == 0 ||
        strcmp(sink.text, "item 41:  0.50|ok\n") == 0);
  CHECK_OK(device, vkclEnqueueRead(queue, ret, 0, got, sizeof got));
  CHECK((got[0] == 0 && got[1] == -1) || (got[0] == -1 && got[1] == 0));
  CHECK_OK(device, vkclSetPrintfBufferSize(queue, 1 << 20));
  CHECK_OK(device, vkclSetPrintfCallback(queue, NULL, NULL));
  CHECK_OK(device, vkclDestroyBuffer(ret));
  CHECK_OK(device, vkclDestroyKernel(kernel));
}

/* Queue indices and a pipe bound to `pipe_mark`: creation checks, argument
 * checks, a dispatch, the packet count and a reset. */
/* Images and samplers: create, write, read back, bind, sample; and the
 * mistakes the C API refuses. */
static void checkImages(vkclDevice device, vkclProgram program,
                        vkclQueue queue) {
  const vkclStatus bad = VKCL_ERROR_INVALID_ARGUMENT;
  vkclImageCreateInfo info = {
      VKCL_IMAGE_2D, 0x10B5 /* CL_RGBA */, 0x10DE /* CL_FLOAT */, 2, 1, 0, 0};
  vkclImage image = NULL;
  CHECK(vkclCreateImage(NULL, &info, &image) == bad);
  CHECK(vkclCreateImage(device, NULL, &image) == bad);
  CHECK(vkclDestroyImage(NULL) == bad);
  CHECK(vkclSetKernelArgImage(NULL, 0, NULL) == bad);
  CHECK(vkclSetKernelArgSampler(NULL, 0, 0, VKCL_ADDRESS_CLAMP,
                                VKCL_FILTER_NEAREST) == bad);
  info.type = (vkclImageType)9;
  CHECK(vkclCreateImage(device, &info, &image) == bad && image == NULL);
  info.type = VKCL_IMAGE_2D;
  info.channelDataType = 0x1234;
  CHECK(vkclCreateImage(device, &info, &image) != VKCL_SUCCESS);
  info.channelDataType = 0x10DE;
  CHECK_OK(device, vkclCreateImage(device, &info, &image));
  float pixels[8] = {1, 2, 3, 4, 5, 6, 7, 8}, back[8] = {0};
  vkclImageRegion whole = {{0, 0, 0}, {2, 1, 1}};
  CHECK_OK(device, vkclEnqueueWriteImage(queue, image, &whole, pixels, 0, 0));
  CHECK_OK(device, vkclEnqueueReadImage(queue, image, &whole, back, 0, 0));
  CHECK(memcmp(pixels, back, sizeof back) == 0);
  vkclImageRegion outside = {{1, 0, 0}, {2, 1, 1}};
  CHECK(vkclEnqueueReadImage(queue, image, &outside, back, 0, 0) == bad);

  vkclKernel kernel = NULL;
  CHECK_OK(device, vkclCreateKernel(program, "sample_row", &kernel));
  float out[16];
  for (int i = 0; i < 16; ++i)
    out[i] = -1.0f; /* poison */
  vkclBufferCreateInfo bci = {sizeof out, VKCL_MEMORY_DEVICE_LOCAL};
  vkclBuffer buffer = NULL;
  CHECK_OK(device, vkclCreateBuffer(device, &bci, &buffer));
  CHECK_OK(device, vkclEnqueueWrite(queue, buffer, 0, out, sizeof out));
  CHECK(vkclSetKernelArgImage(kernel, 1, image) == bad); /* the sampler */
  CHECK_OK(device, vkclSetKernelArgImage(kernel, 0, image));
  CHECK(vkclSetKernelArgSampler(kernel, 1, 0, VKCL_ADDRESS_REPEAT,
                                VKCL_FILTER_NEAREST) == bad); /* unnormalized */
  CHECK(vkclSetKernelArgSampler(kernel, 1, 0, (vkclSamplerAddressing)3,
                                VKCL_FILTER_NEAREST) == bad);
  CHECK_OK(device, vkclSetKernelArgSampler(kernel, 1, 0, VKCL_ADDRESS_CLAMP,
                                           VKCL_FILTER_NEAREST));
  CHECK_OK(device, vkclSetKernelArgBuffer(kernel, 2, buffer, 0));
  vkclNDRange range = {1, {4, 1, 1}, {0, 0, 0}, {0, 0, 0}};
  CHECK_OK(device, vkclEnqueueKernel(queue, kernel, &range, NULL));
  CHECK_OK(device, vkclEnqueueRead(queue, buffer, 0, out, sizeof out));
  /* Border (0,0,0,0) on both sides: CL_RGBA has alpha. */
  const float want[16] = {0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 0, 0, 0};
  CHECK(memcmp(out, want, sizeof want) == 0);
  CHECK_OK(device, vkclDestroyKernel(kernel));
  CHECK_OK(device, vkclDestroyBuffer(buffer));
  CHECK_OK(device, vkclDestroyImage(image));
}

static void checkPipes(vkclDevice device, vkclProgram program,
                       vkclQueue queue) {
  uint32_t queues = 0, packets = 1;
  CHECK_OK(device, vkclGetQueueCount(device, &queues));
  CHECK(queues == 1 || queues == 2);
  vkclQueue extra = NULL;
  CHECK(vkclCreateQueueWithIndex(device, queues, &extra) ==
        VKCL_ERROR_INVALID_ARGUMENT);
  CHECK(extra == NULL);
  CHECK_OK(device, vkclCreateQueueWithIndex(device, queues - 1, &extra));

  vkclPipeCreateInfo info = {0, 16};
  vkclPipe ints = NULL, longs = NULL;
  CHECK(vkclCreatePipe(device, queue, &info, &ints) ==
        VKCL_ERROR_INVALID_ARGUMENT);
  CHECK(ints == NULL);
  char message[256] = "";
  CHECK_OK(device,
           vkclGetLastErrorMessage(device, message, sizeof message, NULL));
  CHECK(strstr(message, "packet size must not be 0") != NULL);
  info.packetSize = 4;
  CHECK_OK(device, vkclCreatePipe(device, queue, &info, &ints));
  info.packetSize = 8;
  info.maxPackets = 3;
  CHECK_OK(device, vkclCreatePipe(device, extra, &info, &longs));
  CHECK_OK(device, vkclFinish(extra));

  vkclKernel kernel = NULL;
  vkclBuffer out = NULL;
  vkclBufferCreateInfo bci = {N * 4, VKCL_MEMORY_DEVICE_LOCAL};
  CHECK_OK(device, vkclCreateKernel(program, "pipe_mark", &kernel));
  CHECK_OK(device, vkclCreateBuffer(device, &bci, &out));
  CHECK(vkclSetKernelArgPipe(kernel, 1, ints) ==
        VKCL_ERROR_INVALID_ARGUMENT); /* a buffer argument */
  CHECK(vkclSetKernelArgBuffer(kernel, 0, out, 0) ==
        VKCL_ERROR_INVALID_ARGUMENT); /* a pipe argument */
  CHECK(vkclSetKernelArgPipe(kernel, 0, longs) ==
        VKCL_ERROR_INVALID_ARGUMENT); /* 8-byte packets for pipe int */
  CHECK_OK(device,
           vkclGetLastErrorMessage(device, message, sizeof message, NULL));
  CHECK(strstr(message, "packets are 8 bytes") != NULL);
  CHECK_OK(device, vkclSetKernelArgPipe(kernel, 0, ints));
  CHECK_OK(device, vkclSetKernelArgBuffer(kernel, 1, out, 0));
  vkclNDRange range = {1, {N, 1, 1}, {0, 0, 0}, {0, 0, 0}};
  CHECK_OK(device, vkclEnqueueKernel(queue, kernel, &range, NULL));
  int32_t got[N];
  CHECK_OK(device, vkclEnqueueRead(queue, out, 0, got, sizeof got));
  int bad = 0;
  for (int i = 0; i < N; ++i)
    bad += got[i] != 5;
  CHECK(bad == 0);
  CHECK_OK(device, vkclGetPipePacketCount(ints, queue, &packets));
  CHECK(packets == 0);
  CHECK_OK(device, vkclResetPipe(ints, queue));
  packets = 1;
  CHECK_OK(device, vkclGetPipePacketCount(ints, queue, &packets));
  CHECK(packets == 0);

  CHECK(vkclDestroyKernel(kernel) == VKCL_SUCCESS);
  CHECK(vkclDestroyBuffer(out) == VKCL_SUCCESS);
  CHECK(vkclDestroyQueue(extra) == VKCL_SUCCESS);
  CHECK(vkclDestroyPipe(ints) == VKCL_SUCCESS);
  CHECK(vkclDestroyPipe(longs) == VKCL_SUCCESS);
}

/* A host-visible VkBuffer with a device address, as an engine makes it. */
typedef struct {
  VkBuffer buffer;
  VkDeviceMemory memory;
  float *mapped;
} EngineBuffer;

static int makeEngineBuffer(const vkclVulkanHandles *h, VkDeviceSize size,
                            EngineBuffer *out) {
  VkBufferCreateInfo bci;
  memset(&bci, 0, sizeof bci);
  bci.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO;
  bci.size = size;
  bci.usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT |
              VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT;
  bci.sharingMode = VK_SHARING_MODE_EXCLUSIVE;
  if (vkCreateBuffer(h->device, &bci, NULL, &out->buffer) != VK_SUCCESS)
    return 0;
  VkMemoryRequirements req;
  vkGetBufferMemoryRequirements(h->device, out->buffer, &req);
  VkPhysicalDeviceMemoryProperties props;
  vkGetPhysicalDeviceMemoryProperties(h->physicalDevice, &props);
  const VkMemoryPropertyFlags want = VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT |
                                     VK_MEMORY_PROPERTY_HOST_COHERENT_BIT;
  uint32_t type = UINT32_MAX;
  for (uint32_t i = 0; i < props.memoryTypeCount && type == UINT32_MAX; ++i)
    if ((req.memoryTypeBits & (1u << i)) &&
        (props.memoryTypes[i].propertyFlags & want) == want)
      type = i;
  if (type == UINT32_MAX)
    return 0;
  VkMemoryAllocateFlagsInfo flags;
  memset(&flags, 0, sizeof flags);
  flags.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_FLAGS_INFO;
  flags.flags = VK_MEMORY_ALLOCATE_DEVICE_ADDRESS_BIT;
  VkMemoryAllocateInfo mai;
  memset(&mai, 0, sizeof mai);
  mai.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO;
  mai.pNext = &flags;
  mai.allocationSize = req.size;
  mai.memoryTypeIndex = type;
  if (vkAllocateMemory(h->device, &mai, NULL, &out->memory) != VK_SUCCESS)
    return 0;
  if (vkBindBufferMemory(h->device, out->buffer, out->memory, 0) != VK_SUCCESS)
    return 0;
  return vkMapMemory(h->device, out->memory, 0, VK_WHOLE_SIZE, 0,
                     (void **)&out->mapped) == VK_SUCCESS;
}

/* Runs `iota` on an adopted device through the test's own command buffer,
 * into its own VkBuffer. */
static void checkAdopted(vkclDevice owner, const uint32_t *words,
                         size_t wordCount) {
  vkclVulkanHandles h;
  CHECK_OK(owner, vkclGetVulkanHandles(owner, &h));
  vkclAdoptInfo ai;
  char message[256] = "";
  memset(&ai, 0, sizeof ai);
  ai.instance = h.instance;
  ai.physicalDevice = h.physicalDevice;
  ai.device = h.device;
  ai.queue = h.queue;
  ai.queueFamily = h.queueFamily;
  /* The owner enabled every feature its device has; adoption keeps only
   * those the physical device really has. */
  ai.enabledFeatures = VKCL_FEATURE_INT64 | VKCL_FEATURE_INT16 |
                       VKCL_FEATURE_INT8 | VKCL_FEATURE_FLOAT16 |
                       VKCL_FEATURE_FLOAT64 | VKCL_FEATURE_STORAGE8 |
                       VKCL_FEATURE_STORAGE16;
  ai.errorMessage = message;
  ai.errorMessageSize = sizeof message;
  vkclDevice device = NULL;
  /* The module was compiled for the owner, under Vulkan's memory model:
   * an engine that did not say it enabled the model cannot load it. */
  if (vkclAdoptDevice(&ai, &device) != VKCL_SUCCESS) {
    fprintf(stderr, "vkclAdoptDevice: %s\n", message);
    ++failures;
    return;
  }
  vkclProgram refused = NULL;
  CHECK(vkclCreateProgramFromSpirv(device, words, wordCount, &refused) ==
        VKCL_ERROR_FEATURE_MISSING);
  CHECK(refused == NULL);
  CHECK(vkclDestroyDevice(device) == VKCL_SUCCESS);
  ai.enabledFeatures |= VKCL_FEATURE_VULKAN_MEMORY_MODEL;
  device = NULL;
  if (vkclAdoptDevice(&ai, &device) != VKCL_SUCCESS) {
    fprintf(stderr, "vkclAdoptDevice: %s\n", message);
    ++failures;
    return;
  }
  vkclProgram program = NULL;
  vkclKernel kernel = NULL;
  vkclBuffer wrapped = NULL;
  EngineBuffer eb;
  memset(&eb, 0, sizeof eb);
  CHECK_OK(device,
           vkclCreateProgramFromSpirv(device, words, wordCount, &program));
  CHECK_OK(device, vkclCreateKernel(program, "iota", &kernel));
  CHECK(makeEngineBuffer(&h, N * 4, &eb));
  vkclWrapBufferInfo wi = {eb.buffer, 0, N * 4};
  CHECK_OK(device, vkclWrapBuffer(device, &wi, &wrapped));
  uint32_t base = 1000;
  CHECK_OK(device, vkclSetKernelArgBuffer(kernel, 0, wrapped, 0));
  CHECK_OK(device, vkclSetKernelArgValue(kernel, 1, &base, sizeof base));

  VkCommandPoolCreateInfo pci;
  memset(&pci, 0, sizeof pci);
  pci.sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO;
  pci.queueFamilyIndex = h.queueFamily;
  VkCommandPool pool = VK_NULL_HANDLE;
  CHECK(vkCreateCommandPool(h.device, &pci, NULL, &pool) == VK_SUCCESS);
  VkCommandBufferAllocateInfo cai;
  memset(&cai, 0, sizeof cai);
  cai.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO;
  cai.commandPool = pool;
  cai.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
  cai.commandBufferCount = 1;
  VkCommandBuffer cmd = VK_NULL_HANDLE;
  CHECK(vkAllocateCommandBuffers(h.device, &cai, &cmd) == VK_SUCCESS);
  VkCommandBufferBeginInfo bi;
  memset(&bi, 0, sizeof bi);
  bi.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO;
  CHECK(vkBeginCommandBuffer(cmd, &bi) == VK_SUCCESS);
  vkclNDRange range = {1, {N, 1, 1}, {0, 0, 0}, {0, 0, 0}};
  CHECK_OK(device, vkclRecordKernel(kernel, cmd, &range));
  /* The engine's job: make the kernel's writes visible to the host. */
  VkMemoryBarrier mb;
  memset(&mb, 0, sizeof mb);
  mb.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER;
  mb.srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT;
  mb.dstAccessMask = VK_ACCESS_HOST_READ_BIT;
  vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT,
                       VK_PIPELINE_STAGE_HOST_BIT, 0, 1, &mb, 0, NULL, 0, NULL);
  CHECK(vkEndCommandBuffer(cmd) == VK_SUCCESS);
  VkFenceCreateInfo fci;
  memset(&fci, 0, sizeof fci);
  fci.sType = VK_STRUCTURE_TYPE_FENCE_CREATE_INFO;
  VkFence fence = VK_NULL_HANDLE;
  CHECK(vkCreateFence(h.device, &fci, NULL, &fence) == VK_SUCCESS);
  VkSubmitInfo si;
  memset(&si, 0, sizeof si);
  si.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO;
  si.commandBufferCount = 1;
  si.pCommandBuffers = &cmd;
  CHECK(vkQueueSubmit(h.queue, 1, &si, fence) == VK_SUCCESS);
  CHECK(vkWaitForFences(h.device, 1, &fence, VK_TRUE, UINT64_MAX) ==
        VK_SUCCESS);
  if (eb.mapped) {
    const uint32_t *out = (const uint32_t *)eb.mapped;
    int bad = 0;
    for (uint32_t i = 0; i < N; ++i)
      bad += out[i] != base + i;
    CHECK(bad == 0);
  }
  vkDestroyFence(h.device, fence, NULL);
  vkDestroyCommandPool(h.device, pool, NULL);
  CHECK_OK(device, vkclDestroyBuffer(wrapped));
  CHECK_OK(device, vkclDestroyKernel(kernel));
  CHECK_OK(device, vkclDestroyProgram(program));
  CHECK(vkclDestroyDevice(device) == VKCL_SUCCESS);
  /* The engine's buffer outlives the vkcl device that borrowed it. */
  vkDestroyBuffer(h.device, eb.buffer, NULL);
  vkFreeMemory(h.device, eb.memory, NULL);
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: %s KERNELS.spv\n", argv[0]);
    return 2;
  }
  size_t wordCount = 0;
  uint32_t *words = readWords(argv[1], &wordCount);
  if (!words) {
    fprintf(stderr, "cannot read %s\n", argv[1]);
    return 1;
  }
  checkMisuse();

  char message[256] = "";
  vkclDeviceCreateInfo info;
  memset(&info, 0, sizeof info);
  info.selector = "no such device, surely";
  info.errorMessage = message;
  info.errorMessageSize = sizeof message;
  vkclDevice device = NULL;
  CHECK(vkclCreateDevice(&info, &device) == VKCL_ERROR_NOT_FOUND);
  CHECK(device == NULL && strstr(message, "no such device") != NULL);

  info.selector = NULL;
  info.enableValidation = 1;
  if (vkclCreateDevice(&info, &device) != VKCL_SUCCESS) {
    fprintf(stderr, "vkclCreateDevice: %s\n", message);
    return 1;
  }
  vkclProgram fromFile = NULL, program = NULL;
  vkclKernel kernel = NULL;
  CHECK_OK(device, vkclCreateProgramFromFile(device, argv[1], &fromFile));
  CHECK_OK(device,
           vkclCreateProgramFromSpirv(device, words, wordCount, &program));
  /* Several kernels: naming none is an error with a message. */
  size_t length = 0;
  CHECK(vkclCreateKernel(program, NULL, &kernel) ==
        VKCL_ERROR_INVALID_ARGUMENT);
  CHECK(kernel == NULL);
  CHECK_OK(device, vkclGetLastErrorMessage(device, NULL, 0, &length));
  CHECK(length > 0);
  CHECK(vkclCreateKernel(program, "nope", &kernel) == VKCL_ERROR_NOT_FOUND);
  CHECK_OK(device, vkclCreateKernel(fromFile, "scale_rotate", &kernel));

  float a[N], c[N], s = 2.5f;
  for (int i = 0; i < N; ++i)
    a[i] = (float)i - 100.0f;
  vkclBufferCreateInfo bci = {sizeof a, VKCL_MEMORY_DEVICE_LOCAL};
  vkclBuffer bufA = NULL, bufC = NULL;
  CHECK_OK(device, vkclCreateBuffer(device, &bci, &bufA));
  bci.memoryKind = VKCL_MEMORY_HOST_VISIBLE;
  CHECK_OK(device, vkclCreateBuffer(device, &bci, &bufC));
  bci.memoryKind = (vkclMemoryKind)7;
  vkclBuffer unused = NULL;
  CHECK(vkclCreateBuffer(device, &bci, &unused) == VKCL_ERROR_INVALID_ARGUMENT);
  uint64_t address = 0;
  CHECK_OK(device, vkclBufferDeviceAddress(bufA, &address));
  CHECK(address != 0);

  vkclQueue queue = NULL;
  CHECK_OK(device, vkclCreateQueue(device, &queue));
  CHECK_OK(device, vkclEnqueueWrite(queue, bufA, 0, a, sizeof a));
  CHECK_OK(device, vkclSetKernelArgBuffer(kernel, 0, bufA, 0));
  CHECK_OK(device, vkclSetKernelArgBuffer(kernel, 1, bufC, 0));
  CHECK(vkclSetKernelArgValue(kernel, 2, &s, 2) ==
        VKCL_ERROR_INVALID_ARGUMENT); /* wrong size */
  CHECK_OK(device, vkclSetKernelArgValue(kernel, 2, &s, sizeof s));
  CHECK_OK(device, vkclSetKernelArgLocal(kernel, 3, LOCAL * sizeof(float)));
  CHECK_OK(device, vkclSetKernelArgNull(kernel, 4));
  vkclNDRange range = {1, {N, 1, 1}, {LOCAL, 0, 0}, {0, 0, 0}};
  vkclEvent event = NULL;
  CHECK_OK(device, vkclEnqueueKernel(queue, kernel, &range, &event));
  CHECK_OK(device, vkclFinish(queue));
  CHECK_OK(device, vkclEventWait(event));
  double ns = -1;
  vkclStatus timed = vkclEventGpuTimeNs(event, &ns);
  CHECK((timed == VKCL_SUCCESS && ns >= 0) ||
        timed == VKCL_ERROR_FEATURE_MISSING);
  CHECK_OK(device, vkclEnqueueRead(queue, bufC, 0, c, sizeof c));
  int bad = 0;
  for (int i = 0; i < N; ++i) {
    int group = i / LOCAL * LOCAL, next = group + (i - group + 1) % LOCAL;
    bad += c[i] != a[next] * s;
  }
  CHECK(bad == 0);
  CHECK(vkclEnqueueRead(queue, bufC, 8, c, sizeof c) ==
        VKCL_ERROR_INVALID_ARGUMENT); /* past the end */

  checkAdopted(device, words, wordCount);
  checkPipes(device, program, queue);
  checkPrintf(device, program, queue);
  checkImages(device, program, queue);

  uint32_t messages = 1;
  CHECK_OK(device, vkclGetValidationMessageCount(device, &messages));
  CHECK(messages == 0);
  /* Parents first: the handles keep what they need alive. */
  CHECK(vkclDestroyDevice(device) == VKCL_SUCCESS);
  CHECK(vkclDestroyQueue(queue) == VKCL_SUCCESS);
  CHECK(vkclReleaseEvent(event) == VKCL_SUCCESS);
  CHECK(vkclDestroyProgram(program) == VKCL_SUCCESS);
  CHECK(vkclDestroyProgram(fromFile) == VKCL_SUCCESS);
  CHECK(vkclDestroyKernel(kernel) == VKCL_SUCCESS);
  CHECK(vkclDestroyBuffer(bufA) == VKCL_SUCCESS);
  CHECK(vkclDestroyBuffer(bufC) == VKCL_SUCCESS);
  free(words);
  if (failures) {
    fprintf(stderr, "%d check(s) failed\n", failures);
    return 1;
  }
  printf("vkcl C API: OK\n");
  return 0;
}
