// Conversions between half bit patterns and float/double, with OpenCL's
// four rounding modes, for vload_half/vstore_half and friends.
//
// They are core OpenCL, so they must work where the device has no half
// arithmetic and no 16-bit storage at all (SwiftShader): values are handled
// as half *bit patterns* in 32-bit integer lanes and converted with integer
// arithmetic, exactly (denormals, infinities, NaNs, every rounding mode).
// Where the device guarantees round-to-nearest-even and preserved denormals
// for fp16 (float controls), the hardware conversion is used instead and the
// directed modes are derived from it with an exact integer correction.
#pragma once

#include "FunctionEmitter.h"

namespace vkcl {

enum class HalfRounding { Rte, Rtz, Rtp, Rtn };

/// Whether the target converts float <-> half in hardware with the rounding
/// and denormals OpenCL requires (see TargetProfile::float16RoundingRte).
bool hardwareHalfConversions(const TargetProfile &target);

/// `bits`: a u32 scalar or vector of half bit patterns (low 16 bits of each
/// lane). Returns the float (vector) they denote; exact.
Id halfBitsToFloat(FunctionEmitter &fe, Id bits, unsigned lanes);

/// Hardware path only: `words` each hold two half patterns (low first);
/// returns the float vector of 2 * words.size() lanes.
Id halfWordsToFloat(FunctionEmitter &fe, const std::vector<Id> &words);
/// Hardware path only: a float vector of even `lanes` to words of two half
/// patterns each, rounded to nearest even.
std::vector<Id> floatToHalfWords(FunctionEmitter &fe, Id value, unsigned lanes);

/// `value`: a float or double scalar or vector. Returns u32 lanes holding
/// the half bit patterns, rounded once as `rounding` says.
Id floatToHalfBits(FunctionEmitter &fe, Id value, unsigned lanes,
                   HalfRounding rounding);
Id doubleToHalfBits(FunctionEmitter &fe, Id value, unsigned lanes,
                    HalfRounding rounding);

} // namespace vkcl
