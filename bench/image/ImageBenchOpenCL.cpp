// The image kernels through the platform's OpenCL (NVIDIA's on the GPU
// machine), built from the same .cl sources vkcl compiles, on images made
// with clCreateImage (CL_MEM_OBJECT_IMAGE2D) of the same formats and sizes
// (the sampler kernels' samplers are constants in the .cl: no clCreateSampler):
// same 2-D NDRange of 16x16 work-groups, GPU time from profiling events
// (medians after warm-up), every output poisoned first and checked against
// the host reference (ImageBench.h). A platform without images (or without
// one of the formats) is said so, and its kernels are reported as not run,
// exit code 0: nothing there to compare, not a wrong result.
// Usage: vkcl-bench-image-cl KERNEL_DIR BYTES [iterations]
#include "ImageBench.h"

#include "../common/OpenCLBench.h"

using namespace imagebench;

namespace {

const char *Tool = "vkcl-bench-image-cl";

/// A cl_mem released when it goes.
struct Mem {
  cl_mem mem = nullptr;
  ~Mem() {
    if (mem)
      clReleaseMemObject(mem);
  }
};

/// Runs `kernel` (arguments set) `warmUp` + `iterations` times over `g`'s
/// pixels in 16x16 work-groups; the median GPU time of the last
/// `iterations`, 0 on failure.
double timeKernel(const ClSetup &cl, cl_kernel kernel, Geometry g, int warmUp,
                  uint32_t iterations, const char *name) {
  size_t global[2] = {g.width, g.height}, local[2] = {Tile, Tile};
  return timeNDRange(cl, kernel, 2, global, local, warmUp, iterations, Tool,
                     name);
}

} // namespace

int main(int argc, char **argv) {
  CommandLine args;
  ClSetup cl;
  std::string error = parseCommandLine(
      argc, argv, std::string(Tool) + " KERNEL_DIR BYTES [iterations]",
      SizeUnit, MaxBytes, args);
  if (error.empty())
    error = cl.open();
  if (!error.empty()) {
    std::fprintf(stderr, "%s: %s\n", Tool, error.c_str());
    return 1;
  }
  printHeader("opencl", cl.name, cl.version, args, ~0u);
  std::printf("# one work-item per pixel, 2-D NDRange of %ux%u work-groups\n",
              Tile, Tile);
  const uint64_t bytes = args.bytes;
  cl_bool images = CL_FALSE;
  size_t maxWidth = 0, maxHeight = 0;
  clGetDeviceInfo(cl.device, CL_DEVICE_IMAGE_SUPPORT, sizeof images, &images,
                  nullptr);
  clGetDeviceInfo(cl.device, CL_DEVICE_IMAGE2D_MAX_WIDTH, sizeof maxWidth,
                  &maxWidth, nullptr);
  clGetDeviceInfo(cl.device, CL_DEVICE_IMAGE2D_MAX_HEIGHT, sizeof maxHeight,
                  &maxHeight, nullptr);
  if (!images) {
    std::printf("# %s has no image support (CL_DEVICE_IMAGE_SUPPORT): "
                "nothing to measure\n",
                cl.name.c_str());
    for (const Spec &spec : specs())
      printResult("opencl", spec.name, movedBytes(spec, bytes), 0, false);
    std::printf("verification: skipped (no images)\n");
    return 0;
  }
  Mem out;
  cl_int err = CL_SUCCESS;
  out.mem = clCreateBuffer(cl.context, CL_MEM_READ_WRITE, outBufferBytes(bytes),
                           nullptr, &err);
  if (err != CL_SUCCESS) {
    std::fprintf(stderr, "%s: clCreateBuffer: %d\n", Tool, err);
    return 1;
  }
  bool allOk = true;
  int rows = 0;
  for (const Spec &spec : specs()) {
    Measure m;
    const uint32_t maxDimension = uint32_t(std::min(maxWidth, maxHeight));
    Geometry g = geometry(bytes, spec.pixelBytes, maxDimension);
    Geometry o = outGeometry(spec, g); // the output image's
    std::vector<uint32_t> in = input(spec, bytes);
    size_t origin[3] = {0, 0, 0}, region[3] = {g.width, g.height, 1},
           outRegion[3] = {o.width, o.height, 1};
    cl_image_format format = {ClRgba, spec.channelType};
    cl_image_desc desc = {}, outDesc = {};
    desc.image_type = CL_MEM_OBJECT_IMAGE2D;
    desc.image_width = g.width;
    desc.image_height = g.height;
    outDesc = desc;
    outDesc.image_width = o.width;
    outDesc.image_height = o.height;
    Mem src, dst;
    std::string why;
    bool skip = false; // a format the platform lacks: said, not a failure
    if (!g.width || o.width > maxDimension)
      why = "BYTES too large for the device's 2-D images";
    if (why.empty()) {
      src.mem = clCreateImage(cl.context, CL_MEM_READ_ONLY, &format, &desc,
                              nullptr, &err);
      if (err == CL_SUCCESS && writesImage(spec))
        dst.mem = clCreateImage(cl.context, CL_MEM_WRITE_ONLY, &format,
                                &outDesc, nullptr, &err);
      skip = err == CL_IMAGE_FORMAT_NOT_SUPPORTED;
      if (err != CL_SUCCESS)
        why = "clCreateImage: " + std::to_string(err) +
              (skip ? " (the platform lacks this format: skipped)" : "");
    }
    if (why.empty() &&
        clEnqueueWriteImage(cl.queue, src.mem, CL_TRUE, origin, region, 0, 0,
                            in.data(), 0, nullptr, nullptr) != CL_SUCCESS)
      why = "clEnqueueWriteImage failed";
    cl_kernel kernel = nullptr;
    if (why.empty() &&
        !(kernel = buildKernel(cl, args.dir + "/" + spec.name + ".cl",
                               spec.name, Tool)))
      why = "does not build";
    if (kernel) {
      cl_mem second = writesImage(spec) ? dst.mem : out.mem;
      clSetKernelArg(kernel, 0, sizeof src.mem, &src.mem);
      clSetKernelArg(kernel, 1, sizeof second, &second);
      // Poison the output, run (the first row also brings the clocks up, as
      // the Vulkan host's ceiling rounds do), read back, check.
      uint64_t n = outBytes(spec, bytes);
      std::vector<uint32_t> words(n / 4, Poison);
      err = writesImage(spec)
                ? clEnqueueWriteImage(cl.queue, dst.mem, CL_TRUE, origin,
                                      outRegion, 0, 0, words.data(), 0, nullptr,
                                      nullptr)
                : clEnqueueWriteBuffer(cl.queue, out.mem, CL_TRUE, 0, n,
                                       words.data(), 0, nullptr, nullptr);
      int warmUp =
          rows == 0 ? WarmUp + GpuWarmUpRounds * int(WarmUp + args.iterations)
                    : WarmUp;
      if (err == CL_SUCCESS)
        m.ns = timeKernel(cl, kernel, o, warmUp, args.iterations, spec.name);
      err = writesImage(spec)
                ? clEnqueueReadImage(cl.queue, dst.mem, CL_TRUE, origin,
                                     outRegion, 0, 0, words.data(), 0, nullptr,
                                     nullptr)
                : clEnqueueReadBuffer(cl.queue, out.mem, CL_TRUE, 0, n,
                                      words.data(), 0, nullptr, nullptr);
      std::string wrong = m.ns <= 0 ? "no timing (kernel failed)"
                          : err != CL_SUCCESS
                              ? "cannot read the output back"
                              : check(reference(spec, in, g), Filter::Hardware,
                                      "opencl")(words);
      if (!wrong.empty())
        std::fprintf(stderr, "%s: opencl %s: WRONG: %s\n", Tool, spec.name,
                     wrong.c_str());
      m.ok = wrong.empty();
      clReleaseKernel(kernel);
    } else {
      std::printf("# %s: not run: %s\n", spec.name, why.c_str());
    }
    printResult("opencl", spec.name, movedBytes(spec, bytes), m.ns, m.ok);
    double gbps = m.ns > 0 ? movedBytes(spec, bytes) / m.ns : 0.0;
    std::string image =
        std::to_string(g.width) + "x" + std::to_string(g.height);
    if (spec.kind == Kind::Resize)
      image += " → " + std::to_string(o.width) + "x" + std::to_string(o.height);
    std::printf("| %s%s | %s | %.1f GB/s |\n", spec.name,
                m.ok ? "" : " (WRONG or not run)", image.c_str(), gbps);
    std::fflush(stdout);
    allOk = allOk && (m.ok || skip);
    ++rows;
  }
  std::printf("verification: %s\n", allOk ? "all outputs correct" : "FAILED");
  return allOk ? 0 : 1;
}
