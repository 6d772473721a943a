// The shape every OpenCL object of the vkcl platform shares.
//
// cl_khr_icd requires each handle to point at a struct whose first member is
// the ICD dispatch table: the loader (ocl-icd, or Khronos') reads it to find
// the platform's entry points. vkcl's objects put a type tag right after it,
// so a handle of the wrong kind (a cl_mem passed as a cl_kernel) is refused
// with the spec's CL_INVALID_* code instead of being misused, and a freed
// object has its tag cleared.
//
// Reference counts: OpenCL exposes one count per object
// (CL_*_REFERENCE_COUNT) that only the application changes, but an object
// must live on while enqueued work still uses it ("the object is deleted
// once the count is zero and all commands using it have finished"). So each
// object keeps the application's count and a total that also counts
// vkcl's internal references; it is deleted when the total reaches zero.
// Objects have no virtual functions, so the ICD struct stays at offset 0.
#pragma once

#define CL_TARGET_OPENCL_VERSION 300
#define CL_USE_DEPRECATED_OPENCL_1_0_APIS
#define CL_USE_DEPRECATED_OPENCL_1_1_APIS
#define CL_USE_DEPRECATED_OPENCL_1_2_APIS
#define CL_USE_DEPRECATED_OPENCL_2_0_APIS
#define CL_USE_DEPRECATED_OPENCL_2_2_APIS
#include <CL/cl_icd.h>

#include <atomic>
#include <cstdint>
#include <cstring>
#include <string>
#include <type_traits>
#include <vector>

namespace vkcl::ocl {

enum class ObjectTag : uint32_t {
  Dead = 0,
  Platform = 0x766b5001,
  Device,
  Context,
  Queue,
  Mem,
  Program,
  Kernel,
  Event,
  Sampler,
};

/// The dispatch table every handle starts with (Icd.cpp).
cl_icd_dispatch *icdDispatch();

} // namespace vkcl::ocl

// The ICD layout of each handle type: the dispatch table, then vkcl's tag.
#define VKCL_ICD_HANDLE(name)                                                  \
  struct name {                                                                \
    cl_icd_dispatch *dispatch;                                                 \
    vkcl::ocl::ObjectTag tag;                                                  \
  };
VKCL_ICD_HANDLE(_cl_platform_id)
VKCL_ICD_HANDLE(_cl_device_id)
VKCL_ICD_HANDLE(_cl_context)
VKCL_ICD_HANDLE(_cl_command_queue)
VKCL_ICD_HANDLE(_cl_mem)
VKCL_ICD_HANDLE(_cl_program)
VKCL_ICD_HANDLE(_cl_kernel)
VKCL_ICD_HANDLE(_cl_event)
VKCL_ICD_HANDLE(_cl_sampler)
#undef VKCL_ICD_HANDLE

namespace vkcl::ocl {

/// Base of every reference-counted object: `Derived` is the vkcl class,
/// `Handle` the ICD struct its cl_* handle points to.
template <typename Derived, typename Handle, ObjectTag Tag>
class Object : public Handle {
public:
  static constexpr ObjectTag tagValue = Tag;
  Object() {
    this->dispatch = icdDispatch();
    this->tag = Tag;
  }
  Object(const Object &) = delete;
  Object &operator=(const Object &) = delete;
  ~Object() { this->tag = ObjectTag::Dead; }

  Handle *handle() { return this; }

  /// The application's count (CL_*_REFERENCE_COUNT).
  cl_uint refCount() const { return userRefs_.load(); }
  /// clRetain*.
  void retain() {
    userRefs_.fetch_add(1);
    totalRefs_.fetch_add(1);
  }
  /// clRelease*: false when the application holds no reference.
  bool release() {
    cl_uint refs = userRefs_.load();
    do {
      if (refs == 0)
        return false;
    } while (!userRefs_.compare_exchange_weak(refs, refs - 1));
    releaseInternal();
    return true;
  }
  /// A reference held by vkcl itself (enqueued work, parent objects).
  void retainInternal() { totalRefs_.fetch_add(1); }
  void releaseInternal() {
    if (totalRefs_.fetch_sub(1) == 1)
      delete static_cast<Derived *>(this);
  }

private:
  std::atomic<cl_uint> userRefs_{1};
  std::atomic<cl_uint> totalRefs_{1};
};

/// The vkcl object behind `handle`, or nullptr when it is null or of
/// another kind (or freed).
template <typename T, typename H> T *cast(H *handle) {
  if (!handle || handle->tag != T::tagValue)
    return nullptr;
  return static_cast<T *>(handle);
}

/// Holds an internal reference for as long as it lives.
template <typename T> class Ref {
public:
  Ref() = default;
  explicit Ref(T *object) : object_(object) {
    if (object_)
      object_->retainInternal();
  }
  Ref(const Ref &other) : Ref(other.object_) {}
  Ref(Ref &&other) noexcept : object_(other.object_) {
    other.object_ = nullptr;
  }
  Ref &operator=(Ref other) {
    std::swap(object_, other.object_);
    return *this;
  }
  ~Ref() {
    if (object_)
      object_->releaseInternal();
  }
  T *get() const { return object_; }
  T *operator->() const { return object_; }
  T &operator*() const { return *object_; }
  explicit operator bool() const { return object_ != nullptr; }

private:
  T *object_ = nullptr;
};

/// Stores `code` in an optional errcode_ret and returns `value`.
template <typename T> T withError(cl_int *errcodeRet, cl_int code, T value) {
  if (errcodeRet)
    *errcodeRet = code;
  return value;
}

/// The clGet*Info protocol: CL_INVALID_VALUE when `size` is too small for a
/// non-null `value`; the size needed in `sizeRet` when that is non-null.
cl_int returnBytes(size_t size, void *value, size_t *sizeRet, const void *data,
                   size_t bytes);

template <typename T>
cl_int returnValue(size_t size, void *value, size_t *sizeRet, const T &v) {
  static_assert(std::is_trivially_copyable_v<T>);
  return returnBytes(size, value, sizeRet, &v, sizeof(T));
}
inline cl_int returnString(size_t size, void *value, size_t *sizeRet,
                           const std::string &s) {
  return returnBytes(size, value, sizeRet, s.c_str(), s.size() + 1);
}
template <typename T>
cl_int returnVector(size_t size, void *value, size_t *sizeRet,
                    const std::vector<T> &v) {
  return returnBytes(size, value, sizeRet, v.data(), v.size() * sizeof(T));
}

/// Reports an API misuse: the spec's code, and a message for
/// VKCL_LOG=1 users (stderr), since OpenCL has no other channel for it
/// outside a context's callback.
cl_int apiError(cl_int code, const std::string &message);

} // namespace vkcl::ocl
