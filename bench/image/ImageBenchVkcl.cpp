// OpenCL C images through vkcl (read_imagef / write_imagef of an RGBA8
// image, a 3x3 box blur of an RGBA32F one, read_imageui of an RGBA8UI one
// into a buffer, and through constant samplers a 5x5 Gaussian and a
// bilinear resize of RGBA8 ones), next to hand-written GLSL twins
// (texelFetch on sampler-less textures, the resize's textureLod on a
// combined image sampler, imageStore) run through raw Vulkan on the same
// VkDevice and VkQueue, and the plain uvec4 buffer copy of the same bytes as
// the device's copy ceiling. A kernel whose work is an image-to-image copy
// is also held to an image copy ceiling: vkCmdCopyImage of its vkcl source
// image into a second image made the same way (Image::create: optimal
// tiling, GENERAL), since texels are written through another path than
// buffer words (the copy kernel, hand-written GLSL alike, reached 0.56 of
// the buffer ceiling). The method is bench/common's (VulkanBench.h):
// every output poisoned, produced and checked against the host reference
// first, then rounds that time every kernel's vkcl and GLSL versions (and
// image ceiling) back to back, the median of the round medians, GPU time
// from timestamps. It is written out here rather than through Suite
// because the outputs are images (read back through vkcl for vkcl, copied
// into a buffer for the twins), not Suite's output buffer.
// Usage: vkcl-bench-image DIR BYTES [iterations]
//   DIR: the kernels' vkcl .spv files, and glsl/*.spv (the twins, ceiling)
#include "ImageBench.h"
#include "ImageTwin.h"

#include "../common/VulkanHost.h"

#include "vkcl/runtime/Image.h"

#include <array>

using namespace imagebench;

namespace {

const char *Tool = "vkcl-bench-image";

/// One API's version of a kernel: poison its output, time it (median ns,
/// 0 on failure), fetch its output words.
struct Side {
  Check check;
  std::function<bool()> poison;
  std::function<double()> time;
  std::function<bool(std::vector<uint32_t> &)> fetch;
  Measure result;
};

struct Row {
  const Spec *spec;
  uint64_t moved = 0, outBytes = 0;
  Side vkcl, glsl;
  /// The image copy ceiling of a copy kernel (copiesImage()), checked and
  /// timed like a third version of it; untimed for the other kernels.
  Side ceiling;
};

/// Whether the kernel's work is an image-to-image copy of one format, so
/// that vkCmdCopyImage of its images is its ceiling.
bool copiesImage(const Spec &spec) { return spec.kind == Kind::Copy; }

/// The `api` labels of a row's sides: the RESULT lines' (api=imageceiling
/// kernel=K: the image ceiling of kernel K's images) and the messages'.
const char *const Apis[3] = {"vkcl", "glsl", "imageceiling"};

/// Poisons, runs and checks `side`'s output, saying what is wrong.
void verify(Side &side, const Row &row, const char *api) {
  if (!side.time)
    return;
  if (!side.poison()) {
    std::fprintf(stderr, "%s: %s %s: cannot poison the output\n", Tool, api,
                 row.spec->name);
    return;
  }
  side.result.ns = side.time();
  std::vector<uint32_t> words(row.outBytes / 4);
  std::string error = side.result.ns <= 0  ? "no timing (kernel failed)"
                      : !side.fetch(words) ? "cannot read the output back"
                                           : side.check(words);
  if (!error.empty())
    std::fprintf(stderr, "%s: %s %s: WRONG: %s\n", Tool, api, row.spec->name,
                 error.c_str());
  side.result.ok = error.empty();
}

vkcl::ImageRegion whole(const Geometry &g) {
  vkcl::ImageRegion r;
  r.size = {g.width, g.height, 1};
  return r;
}

VkFormat vkFormat(const Spec &spec) {
  switch (spec.channelType) {
  case ClUnormInt8:
    return VK_FORMAT_R8G8B8A8_UNORM;
  case ClFloat:
    return VK_FORMAT_R32G32B32A32_SFLOAT;
  default:
    return VK_FORMAT_R8G8B8A8_UINT;
  }
}

} // namespace

int main(int argc, char **argv) {
  VulkanHost host(Tool);
  if (!host.open(argc, argv, SizeUnit, MaxBytes) ||
      !host.openStreams(bytePattern(host.bytes()),
                        outBufferBytes(host.bytes())) ||
      !host.startSuite() || !host.measureCeiling())
    return 1;
  const uint64_t bytes = host.bytes();
  vkcl::Device &device = host.device();
  vkcl::Queue &queue = host.queue();
  vkcl::Buffer &out = host.out();
  const uint32_t iterations = host.iterations();
  VkPhysicalDeviceProperties props;
  vkGetPhysicalDeviceProperties(device.vkPhysicalDevice(), &props);
  const uint32_t maxDimension = props.limits.maxImageDimension2D;

  std::printf("# the image kernels: one work-item per pixel, 2-D NDRange of "
              "%ux%u work-groups (the grid above is the ceiling's)\n",
              Tile, Tile);
  ImageTwins twins(device);
  if (std::string e = twins.init(WarmUp + iterations, 8); !e.empty())
    return host.fail("raw Vulkan", e);

  // Everything a row's lambdas use lives here, for the whole run.
  struct Held {
    Geometry g, out; // the source image; the output image (or rows)
    std::vector<uint32_t> input, poison;
    vkcl::Image src, dst;
    vkcl::Image ceilingDst; // the image ceiling's destination
    std::shared_ptr<vkcl::Kernel> kernel;
    int twin = -1, set = -1, twinDst = -1;
  };
  std::vector<std::unique_ptr<Held>> held;
  std::vector<Row> rows;
  for (const Spec &spec : specs()) {
    auto h = std::make_unique<Held>();
    h->g = geometry(bytes, spec.pixelBytes, maxDimension);
    h->out = outGeometry(spec, h->g);
    if (!h->g.width || h->out.width > maxDimension)
      return host.fail(spec.name, "BYTES too large for 2-D images of at "
                                  "most " +
                                      std::to_string(maxDimension) + " rows");
    h->input = input(spec, bytes);
    Row row;
    row.spec = &spec;
    row.moved = movedBytes(spec, bytes);
    row.outBytes = outBytes(spec, bytes);
    h->poison.assign(row.outBytes / 4, Poison);
    Reference ref = reference(spec, h->input, h->g);
    row.vkcl.check = check(ref, Filter::Hardware, "vkcl");
    row.glsl.check = check(ref, Filter::Hardware, "glsl");
    std::printf("# %s: %ux%u RGBA (%u bytes a pixel)", spec.name, h->g.width,
                h->g.height, spec.pixelBytes);
    if (spec.kind == Kind::Resize)
      std::printf(" resized to %ux%u", h->out.width, h->out.height);
    std::printf("\n");
    const uint32_t groupsX = h->out.width / Tile,
                   groupsY = h->out.height / Tile;
    Held &k = *h;

    // (a) The OpenCL C kernel compiled by vkcl, on vkcl images.
    vkcl::ImageDesc desc;
    desc.type = vkcl::ImageType::Image2D;
    desc.format = {ClRgba, spec.channelType};
    desc.width = k.g.width;
    desc.height = k.g.height;
    auto src = vkcl::Image::create(device, desc);
    vkcl::ImageDesc dstDesc = desc;
    dstDesc.width = k.out.width;
    dstDesc.height = k.out.height;
    auto dst = writesImage(spec) ? vkcl::Image::create(device, dstDesc)
                                 : vkcl::Result<vkcl::Image>(vkcl::Image());
    vkcl::Status s;
    if (!src || !dst)
      host.fail(spec.name, !src ? src.error().message : dst.error().message);
    else if (!(s = queue.writeImage(*src, whole(k.g), k.input.data())))
      host.fail(spec.name, s.message());
    else {
      k.src = std::move(*src);
      k.dst = std::move(*dst);
      k.kernel = host.kernel(spec.name);
      if (k.kernel) {
        s = k.kernel->setArg(0, k.src);
        if (s)
          s = writesImage(spec) ? k.kernel->setArg(1, k.dst)
                                : k.kernel->setArg(1, out);
        if (!s) {
          host.fail(spec.name, s.message());
          k.kernel.reset();
        }
      }
    }
    if (k.kernel) {
      vkcl::NDRange range;
      range.dims = 2;
      range.global = {k.out.width, k.out.height, 1};
      range.local = {Tile, Tile, 1};
      printStatistics(spec.name, "vkcl", kernelStatistics(*k.kernel, range));
      row.vkcl.time = [&queue, &k, range, iterations, name = spec.name] {
        return timeKernel(queue, *k.kernel, range, iterations, Tool, name);
      };
      if (writesImage(spec)) {
        row.vkcl.poison = [&queue, &k] {
          return bool(queue.writeImage(k.dst, whole(k.out), k.poison.data()));
        };
        row.vkcl.fetch = [&queue, &k](std::vector<uint32_t> &words) {
          return bool(queue.readImage(k.dst, whole(k.out), words.data()));
        };
      }
    }

    // (b) The GLSL twin on VkImages of its own.
    std::string error;
    k.twin = twins.load(host.dir() + "/glsl/" + spec.name + ".spv", error);
    int twinSrc = -1;
    if (k.twin >= 0) {
      twinSrc = twins.createImage(
          vkFormat(spec), k.g.width, k.g.height,
          VK_IMAGE_USAGE_SAMPLED_BIT | VK_IMAGE_USAGE_TRANSFER_DST_BIT,
          VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL, error);
      if (twinSrc >= 0 && writesImage(spec))
        k.twinDst = twins.createImage(vkFormat(spec), k.out.width, k.out.height,
                                      VK_IMAGE_USAGE_STORAGE_BIT |
                                          VK_IMAGE_USAGE_TRANSFER_SRC_BIT |
                                          VK_IMAGE_USAGE_TRANSFER_DST_BIT,
                                      VK_IMAGE_LAYOUT_GENERAL, error);
      // The source through `out`, poisoned before every use anyway.
      if (twinSrc >= 0 && (!writesImage(spec) || k.twinDst >= 0)) {
        // The queue's write must have run before the twin's own
        // submission copies from `out`.
        if (!queue.write(out, 0, k.input.data(), bytes) || !queue.finish() ||
            !twins.copy(twinSrc, out, false))
          error = "cannot upload the source image";
        else if ((k.set = twins.createSet(twinSrc, k.twinDst)) < 0)
          error = "vkAllocateDescriptorSets";
      }
    }
    if (k.set >= 0) {
      printStatistics(spec.name, "glsl", twins.statistics(k.twin));
      TwinArgs args;
      args.dst = out.deviceAddress();
      args.n = k.g.width;
      row.glsl.time = [&twins, &k, args, groupsX, groupsY, iterations] {
        return median(twins.time(k.twin, k.set, args, groupsX, groupsY,
                                 WarmUp + iterations));
      };
      if (writesImage(spec)) {
        uint64_t n = row.outBytes;
        row.glsl.poison = [&queue, &twins, &out, &k, n] {
          return queue.fill(out, 0, n, Poison) && queue.finish() &&
                 twins.copy(k.twinDst, out, false);
        };
        row.glsl.fetch = [&queue, &twins, &out, &k,
                          n](std::vector<uint32_t> &words) {
          return twins.copy(k.twinDst, out, true) &&
                 queue.read(out, 0, words.data(), n);
        };
      }
    } else {
      host.fail(spec.name, error);
    }
    // (c) The image copy ceiling: vkCmdCopyImage of the vkcl source image
    // into another of the same description, both kept in GENERAL (what
    // Image::create makes and kernels use them in), timed by the twins'
    // command buffer like a twin.
    if (copiesImage(spec) && k.src.valid()) {
      auto ceilingDst = vkcl::Image::create(device, desc);
      if (!ceilingDst) {
        host.fail(spec.name, "image ceiling: " + ceilingDst.error().message);
      } else {
        k.ceilingDst = std::move(*ceilingDst);
        std::printf("# %s image ceiling: vkCmdCopyImage of its vkcl source "
                    "image into another (%ux%u, optimal tiling, GENERAL)\n",
                    spec.name, k.g.width, k.g.height);
        row.ceiling.check = check(ref, Filter::Shader, "imageceiling");
        row.ceiling.time = [&twins, &k, iterations] {
          return median(twins.timeCopy(k.src.vkImage(), k.ceilingDst.vkImage(),
                                       VK_IMAGE_LAYOUT_GENERAL, k.g.width,
                                       k.g.height, WarmUp + iterations));
        };
        // Finished before the twins' own submission copies into it.
        row.ceiling.poison = [&queue, &k] {
          return queue.writeImage(k.ceilingDst, whole(k.g), k.poison.data()) &&
                 queue.finish();
        };
        row.ceiling.fetch = [&queue, &k](std::vector<uint32_t> &words) {
          return bool(queue.readImage(k.ceilingDst, whole(k.g), words.data()));
        };
      }
    }

    // image_to_buffer writes `out` through both APIs.
    for (Side *side : {&row.vkcl, &row.glsl})
      if (side->time && !writesImage(spec)) {
        uint64_t n = row.outBytes;
        side->poison = [&queue, &out, n] {
          return queue.fill(out, 0, n, Poison) && queue.finish();
        };
        side->fetch = [&queue, &out, n](std::vector<uint32_t> &words) {
          return bool(queue.read(out, 0, words.data(), n));
        };
      }
    held.push_back(std::move(h));
    rows.push_back(std::move(row));
  }

  // Verify everything, then time in rounds (VulkanBench.h's Suite::run).
  // A copy kernel's image ceiling is timed in the same rounds, right
  // after the kernel's two versions.
  auto sides = [](Row &row) {
    return std::array<Side *, 3>{&row.vkcl, &row.glsl, &row.ceiling};
  };
  bool allOk = true;
  for (Row &row : rows) {
    for (int api = 0; api < 3; ++api)
      verify(*sides(row)[api], row, Apis[api]);
    allOk = allOk && row.vkcl.result.ok && row.glsl.result.ok &&
            (!copiesImage(*row.spec) || row.ceiling.result.ok);
  }
  std::vector<std::vector<double>> ns(3 * rows.size());
  for (int round = 0; round < TimingRounds; ++round)
    for (size_t r = 0; r < rows.size(); ++r)
      for (int api = 0; api < 3; ++api) {
        Side &side = *sides(rows[r])[api];
        if (side.time && side.result.ok)
          ns[3 * r + api].push_back(side.time());
      }
  const double ceiling = host.suite().ceilingGbps();
  std::printf("\n| kernel | image | bytes moved | vkcl GB/s | GLSL GB/s | "
              "vkcl/GLSL | vkcl/ceiling | GLSL/ceiling | vkcl/image ceiling "
              "| GLSL/image ceiling |\n"
              "|---|---|---|---|---|---|---|---|---|---|\n");
  std::vector<std::string> imageCeilings; // the lines under the table
  for (size_t r = 0; r < rows.size(); ++r) {
    Row &row = rows[r];
    double gbps[3] = {0, 0, 0};
    for (int api = 0; api < 3; ++api) {
      Side &side = *sides(row)[api];
      if (!ns[3 * r + api].empty())
        side.result.ns = median(ns[3 * r + api]);
      if (api < 2 || copiesImage(*row.spec))
        printResult(Apis[api], row.spec->name, row.moved, side.result.ns,
                    side.result.ok);
      if (side.result.ok && side.result.ns > 0)
        gbps[api] = row.moved / side.result.ns;
    }
    std::string note;
    if (!row.vkcl.result.ok)
      note += row.vkcl.time ? " (vkcl WRONG)" : " (vkcl not run)";
    if (!row.glsl.result.ok)
      note += row.glsl.time ? " (GLSL WRONG)" : " (GLSL not run)";
    if (copiesImage(*row.spec) && !row.ceiling.result.ok)
      note += row.ceiling.time ? " (image ceiling WRONG)"
                               : " (image ceiling not run)";
    const Geometry &g = held[r]->g, &o = held[r]->out;
    std::string image =
        std::to_string(g.width) + "x" + std::to_string(g.height);
    if (row.spec->kind == Kind::Resize)
      image += " → " + std::to_string(o.width) + "x" + std::to_string(o.height);
    // Against the image ceiling: only a copy kernel has one ("—" else).
    auto against = [&gbps](double v) {
      char text[16] = "—";
      if (gbps[2] > 0)
        std::snprintf(text, sizeof text, "%.2f", v / gbps[2]);
      return std::string(text);
    };
    std::printf("| %s%s | %s | %" PRIu64 " | %.1f | %.1f | %.2f | %.2f | "
                "%.2f | %s | %s |\n",
                row.spec->name, note.c_str(), image.c_str(), row.moved, gbps[0],
                gbps[1], gbps[1] > 0 ? gbps[0] / gbps[1] : 0.0,
                ceiling > 0 ? gbps[0] / ceiling : 0.0,
                ceiling > 0 ? gbps[1] / ceiling : 0.0, against(gbps[0]).c_str(),
                against(gbps[1]).c_str());
    if (copiesImage(*row.spec)) {
      char line[240];
      std::snprintf(line, sizeof line,
                    "image ceiling of %s (vkCmdCopyImage, %s, %" PRIu64
                    " bytes): %.1f GB/s (bytes read + written)\n",
                    row.spec->name, image.c_str(), bytes, gbps[2]);
      imageCeilings.push_back(line);
    }
  }
  std::printf("\nceiling (uvec4 copy shader, %" PRIu64 " bytes): %.1f GB/s "
              "(bytes read + written)\n",
              bytes, ceiling);
  for (const std::string &line : imageCeilings)
    std::printf("%s", line.c_str());
  std::printf("verification: %s\n", allOk ? "all outputs correct" : "FAILED");
  return allOk ? 0 : 1;
}
