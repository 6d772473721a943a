// Netpbm images (PGM, PPM, PAM) for `vkcl run`'s image arguments: the
// simplest formats an image viewer and every image tool read and write, so
// a kernel's input and output can be looked at without a PNG library.
// Pure: bytes in, bytes out, unit tested.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace vkcl::tool {

/// 8-bit pixels, `channels` per pixel (1 gray, 2 gray+alpha, 3 RGB,
/// 4 RGBA), rows top to bottom.
struct NetpbmImage {
  uint32_t width = 0, height = 0, channels = 0;
  std::vector<uint8_t> pixels;
};

/// Reads P2/P5 (PGM), P3/P6 (PPM) and P7 (PAM) with a maximum value of at
/// most 255 (other maxima are scaled to 255).
bool decodeNetpbm(const std::string &data, NetpbmImage &image,
                  std::string &error);

/// Writes `image` as the file `path` names: .pgm a P5 of one channel,
/// .ppm a P6 of three, .pam a P7 of any, .pnm a P5 or P6 by its channels.
bool encodeNetpbm(const NetpbmImage &image, const std::string &path,
                  std::string &data, std::string &error);

/// `image`'s pixels with `want` channels (1, 2 or 4) per pixel: gray
/// spreads to RGB, a missing alpha is 255; `swapRedBlue` for CL_BGRA.
/// Fails where channels would be dropped (RGB into one channel).
bool convertChannels(const NetpbmImage &image, uint32_t want, bool swapRedBlue,
                     std::vector<uint8_t> &out, std::string &error);

} // namespace vkcl::tool
