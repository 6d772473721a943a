// The kernel interface: what a compiled module's kernels take and need.
//
// It travels inside the SPIR-V module as NonSemantic instructions of vkcl's
// own set, so one file carries code and interface and the runtime needs no
// side files and no clang. This header is the one definition of that
// encoding: the compiler writes it, the runtime and `vkcl reflect` read it.
#pragma once

#include "vkcl/Printf.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace vkcl {

/// Name of the NonSemantic extended instruction set carrying reflection.
inline constexpr const char *ReflectionSetName =
    "NonSemantic.vkcl.reflection.1";

/// Instructions of that set. Operands are ids of OpString (names) or
/// 32-bit OpConstant (numbers).
enum class ReflectionOp : uint32_t {
  /// Kernel name, argument count, argument block size, arguments placement
  /// (0: push constants, 1: buffer whose address is in push constants).
  Kernel = 1,
  /// Kernel name, index, name, type name, kind, address space, offset, size,
  /// qualifiers, access (pipes, images), packet size (pipes), then for
  /// images the descriptor binding and the ImageType (both absent in older
  /// modules).
  Argument = 2,
  /// Kernel name, x, y, z.
  ReqdWorkGroupSize = 3,
  /// Kernel name, x, y, z.
  WorkGroupSizeHint = 4,
  /// Kernel name, type name.
  VecTypeHint = 5,
  /// Kernel name, bytes of static `__local` storage.
  StaticLocalSize = 6,
  /// Optional extra feature bits (FeatureBit). Readers also derive the
  /// features from the module's OpCapability instructions.
  RequiredFeatures = 7,
  /// Byte size, then the program-scope `__constant` data: OpStrings of
  /// base64 text (constantDataChunks), each under SPIR-V's 65,535-word
  /// instruction limit, so tables of any size fit and no element becomes
  /// an OpConstant. (Modules of earlier vkcl versions give the data as
  /// 32-bit OpConstant words instead; readers take both.)
  ConstantData = 8,
  /// A printf call site (vkcl/Printf.h): id, format, argument layout (one
  /// token per argument: kind letter i/u/f/p and bytes per lane, "x" and
  /// the lane count for vectors, or "s" for a string literal, separated by
  /// spaces), then the text of each string-literal argument in order.
  Printf = 9,
  /// Kernel name: its call tree calls printf, so its dispatches need a
  /// printf buffer.
  KernelPrintf = 10,
  /// Bytes of program-scope `__global` variables (and function-scope
  /// `static` ones), which live in the constant-data segment after the
  /// `__constant` data: CL_PROGRAM_BUILD_GLOBAL_VARIABLE_TOTAL_SIZE.
  GlobalVariableSize = 11,
  /// Kernel name, descriptor binding, sampler word (SamplerBits): a
  /// constant sampler the kernel samples through the texture unit. The
  /// runtime puts an immutable VkSampler of that word at that binding of
  /// set 0 (HardwareSampler).
  ConstantSampler = 12,
  /// Pairs of byte offsets into the data segment, (slot, target): the 8
  /// bytes at slot are a pointer the runtime sets to the segment's device
  /// address plus target when it uploads the data (program-scope
  /// initializers holding addresses: `global int *p = &a[1];`). One
  /// instruction or several, each under SPIR-V's instruction limit.
  DataAddresses = 13,
  /// Kernel name, sub-group size: the kernel's
  /// intel_reqd_sub_group_size (cl_intel_required_subgroup_size), which
  /// its pipelines require of Vulkan (VK_EXT_subgroup_size_control).
  RequiredSubgroupSize = 14,
};

enum class ArgKind : uint32_t {
  GlobalBuffer = 0,   ///< `__global T*`: a device address.
  ConstantBuffer = 1, ///< `__constant T*`: a device address.
  Local = 2,          ///< `__local T*`: size set at dispatch.
  Value = 3,          ///< By-value POD.
  Pipe = 4,           ///< Pipe object address.
  /// An image: a descriptor in set 0 at ArgInfo::binding (a sampled image
  /// for read_only, a storage image otherwise), and in the argument block
  /// the image's ImageArgLayout.
  Image = 5,
  /// A sampler_t: in the argument block the 32-bit word of OpenCL C's
  /// sampler initializers (CLK_NORMALIZED_COORDS_*, CLK_ADDRESS_*,
  /// CLK_FILTER_* or'ed; SamplerBits). Kernels apply a sampler argument's
  /// rules in the shader, so it is a value, not a descriptor (constant
  /// samplers may become descriptors: ReflectionOp::ConstantSampler).
  Sampler = 6,
};

/// The bits of a sampler word, as clang's opencl-c-base.h defines them for
/// OpenCL C (the host API's CL_ADDRESS_* enumerants differ).
struct SamplerBits {
  static constexpr uint32_t NormalizedCoords = 0x1;
  static constexpr uint32_t AddressMask = 0xE;
  static constexpr uint32_t AddressNone = 0x0;
  static constexpr uint32_t AddressClampToEdge = 0x2;
  static constexpr uint32_t AddressClamp = 0x4;
  static constexpr uint32_t AddressRepeat = 0x6;
  static constexpr uint32_t AddressMirroredRepeat = 0x8;
  static constexpr uint32_t FilterMask = 0x30;
  static constexpr uint32_t FilterNearest = 0x10;
  static constexpr uint32_t FilterLinear = 0x20;
};

/// OpenCL C's image types (the dimensionality a kernel argument declares).
enum class ImageType : uint32_t {
  None = 0,
  Image1D = 1,
  Image1DArray = 2,
  Image2D = 3,
  Image2DArray = 4,
  Image3D = 5,
  Image1DBuffer = 6,
  Image2DDepth = 7,
  Image2DArrayDepth = 8,
};

/// Depth images (cl_khr_depth_images) are 2-D images and 2-D arrays of one
/// channel (CL_DEPTH): wherever sizes, regions and Vulkan image types
/// matter they take the shape of Image2D and Image2DArray.
inline bool isDepthImage(ImageType t) {
  return t == ImageType::Image2DDepth || t == ImageType::Image2DArrayDepth;
}
inline ImageType imageShape(ImageType t) {
  return t == ImageType::Image2DDepth        ? ImageType::Image2D
         : t == ImageType::Image2DArrayDepth ? ImageType::Image2DArray
                                             : t;
}

/// Access qualifiers of pipe and image arguments (ArgInfo::access).
enum ArgAccess : uint32_t {
  AccessReadOnly = 1,
  AccessWriteOnly = 2,
  AccessReadWrite = 3,
};

/// What an image argument holds in the argument block: the bound image's
/// format as OpenCL's enumerants (CL_RGBA, CL_UNORM_INT8, ...), which the
/// kernel reads for get_image_channel_order/_data_type. Vulkan has no
/// query for them, and the kernel cannot know the format at compile time.
struct ImageArgLayout {
  static constexpr uint32_t ChannelOrder = 0;    ///< uint
  static constexpr uint32_t ChannelDataType = 4; ///< uint
  static constexpr uint32_t Flags = 8;           ///< uint: ImageArgFlags
  static constexpr uint32_t Size = 12;
  /// Modules of earlier vkcl versions have no Flags word.
  static constexpr uint32_t SizeWithoutFlags = 8;
};

/// What the runtime knows of a bound image that the kernel cannot.
enum ImageArgFlags : uint32_t {
  /// The device's texture unit can filter the format linearly
  /// (VK_FORMAT_FEATURE_SAMPLED_IMAGE_FILTER_LINEAR_BIT): a hardware
  /// sampler may use CLK_FILTER_LINEAR on it.
  ImageFlagLinearFilter = 1,
};

enum class AddressSpace : uint32_t {
  Private = 0,
  Global = 1,
  Constant = 2,
  Local = 3,
  Generic = 4,
};

enum ArgQualifier : uint32_t {
  QualConst = 1,
  QualRestrict = 2,
  QualVolatile = 4,
};

enum FeatureBit : uint32_t {
  FeatureInt64 = 1,
  FeatureInt16 = 2,
  FeatureInt8 = 4,
  FeatureFloat16 = 8,
  FeatureFloat64 = 16,
  FeatureStorage8 = 32,
  FeatureStorage16 = 64,
  FeatureSubgroups = 128,
  FeatureFloat16Rte = 256,          ///< RoundingModeRTE for 16 bits
  FeatureFloat16Denormals = 512,    ///< DenormPreserve (used for fp16 only)
  FeatureExplicitLayout = 1024,     ///< workgroupMemoryExplicitLayout
  FeatureInfNanPreserve = 2048,     ///< SignedZeroInfNanPreserve (fp32)
  FeatureInt64Atomics = 4096,       ///< shaderBuffer/SharedInt64Atomics
  FeatureSubgroupClustered = 8192,  ///< VK_SUBGROUP_FEATURE_CLUSTERED_BIT
  FeatureFloat32AtomicAdd = 16384,  ///< shaderBuffer/SharedFloat32AtomicAdd
  FeatureStorageImageWrite = 32768, ///< shaderStorageImageWriteWithoutFormat
  FeatureStorageImageRead = 65536,  ///< shaderStorageImageReadWithoutFormat
  /// vulkanMemoryModel and vulkanMemoryModelDeviceScope
  FeatureVulkanMemoryModel = 131072,
  FeatureFloat32Rte = 262144, ///< RoundingModeRTE for 32 bits
};

/// Spec constant ids every vkcl module uses.
enum SpecConstantId : uint32_t {
  SpecWorkGroupSizeX = 0,
  SpecWorkGroupSizeY = 1,
  SpecWorkGroupSizeZ = 2,
  /// Size of the `__local` arena in 32-bit words (static + argument locals).
  SpecLocalArenaWords = 3,
};

/// Push-constant layout shared by every kernel (byte offsets). The runtime
/// writes the dispatch fields for each dispatch region.
struct DispatchLayout {
  static constexpr uint32_t GlobalOffset = 0;         ///< uint[3]
  static constexpr uint32_t GlobalSize = 12;          ///< uint[3]
  static constexpr uint32_t EnqueuedLocalSize = 24;   ///< uint[3]
  static constexpr uint32_t GroupOffset = 36;         ///< uint[3] region start
  static constexpr uint32_t WorkDim = 48;             ///< uint
  static constexpr uint32_t ArgsAddress = 56;         ///< uint64 (args buffer)
  static constexpr uint32_t ConstantDataAddress = 64; ///< uint64
  static constexpr uint32_t PrintfBufferAddress = 72; ///< uint64 (Printf.h)
  static constexpr uint32_t ArgsInline = 80; ///< args block when it fits
};

struct ArgInfo {
  std::string name;
  std::string typeName; ///< As written, e.g. "float4*", "int".
  ArgKind kind = ArgKind::Value;
  AddressSpace addressSpace = AddressSpace::Private;
  uint32_t offset = 0; ///< In the argument block.
  uint32_t size = 0;   ///< Bytes in the argument block.
  uint32_t qualifiers = 0;
  uint32_t access = 0;     ///< Pipes and images: ArgAccess.
  uint32_t packetSize = 0; ///< Pipes: bytes per packet (sizeof the type).
  uint32_t binding = 0;    ///< Images: descriptor binding in set 0.
  ImageType imageType = ImageType::None; ///< Images
};

/// A constant sampler a kernel reads through a VkSampler rather than in
/// the shader (docs/mapping.md, "Samplers"): one immutable sampler
/// descriptor of set 0 per distinct word.
struct HardwareSampler {
  uint32_t binding = 0;
  uint32_t word = 0; ///< SamplerBits
  bool operator==(const HardwareSampler &o) const {
    return binding == o.binding && word == o.word;
  }
};

struct KernelInfo {
  std::string name;
  std::vector<ArgInfo> args;
  uint32_t argBlockSize = 0;
  bool argsInBuffer = false;
  std::array<uint32_t, 3> reqdWorkGroupSize{0, 0, 0}; ///< 0: none
  std::array<uint32_t, 3> workGroupSizeHint{0, 0, 0};
  uint32_t requiredSubgroupSize = 0; ///< 0: the device's choice
  std::string vecTypeHint;
  uint32_t staticLocalBytes = 0;
  bool usesPrintf = false; ///< Dispatches need a printf buffer.
  std::vector<HardwareSampler> samplers;
};

struct ProgramInfo {
  std::vector<KernelInfo> kernels;
  uint32_t requiredFeatures = 0; ///< FeatureBit mask
  /// The data segment: program-scope `__constant` and `__global` variables'
  /// initial bytes. One buffer per program, so `__global` variables keep
  /// their values from one dispatch to the next, as OpenCL C 2.0 says.
  std::vector<uint32_t> constantData;
  uint32_t constantDataBytes = 0;
  uint32_t globalVariableBytes = 0; ///< of constantDataBytes
  /// Pointers inside the segment to the segment (ReflectionOp::DataAddresses).
  struct DataAddress {
    uint32_t slot = 0, target = 0;
  };
  std::vector<DataAddress> dataAddresses;
  /// printf call sites; a record's id is its index here.
  std::vector<PrintfInfo> printfs;

  const KernelInfo *findKernel(const std::string &name) const;
};

/// Size of the push-constant block every kernel of the module shares: the
/// dispatch fields plus the largest argument block kept inline. The compiler
/// sizes the block with this and the runtime sizes its pipeline layout with
/// it, so the two cannot disagree.
uint32_t pushConstantBytes(const ProgramInfo &info);

/// Reads the reflection out of a SPIR-V binary. Returns false and sets
/// `error` when the binary is malformed or carries no vkcl reflection.
bool readReflection(const std::vector<uint32_t> &words, ProgramInfo &info,
                    std::string &error);

/// A printf call site's argument layout as the Printf instruction encodes
/// it, and back (false on a malformed token; `texts` fill String args).
std::string encodePrintfArgs(const std::vector<PrintfArgInfo> &args);

/// The ConstantData instruction's text operands for `bytes` bytes of
/// `data` (little-endian words): base64, at most ConstantDataChunkBytes
/// bytes per string.
std::vector<std::string> constantDataChunks(const std::vector<uint32_t> &data,
                                            uint32_t bytes);
constexpr uint32_t ConstantDataChunkBytes = 3 * 60000;
/// Pairs per DataAddresses instruction.
constexpr uint32_t DataAddressesPerInstruction = 30000;
bool decodePrintfArgs(const std::string &encoded,
                      std::vector<PrintfArgInfo> &args);

/// The reflection as JSON, for `vkcl reflect` and for people.
std::string reflectionToJson(const ProgramInfo &info);

const char *toString(ArgKind kind);
const char *toString(ImageType type);
const char *toString(AddressSpace space);

} // namespace vkcl
