// Netpbm reading and writing (Netpbm.h). The headers are whitespace-
// separated ASCII with '#' comments (P2-P6) or KEY VALUE lines up to
// ENDHDR (P7); the raster follows after one whitespace byte.
#include "Netpbm.h"

#include <cctype>
#include <cstring>

namespace vkcl::tool {
namespace {

class Reader {
public:
  explicit Reader(const std::string &data) : data_(data) {}

  /// The next whitespace-separated token, skipping '#' comments.
  std::string token() {
    for (;;) {
      while (pos_ < data_.size() && std::isspace(uint8_t(data_[pos_])))
        ++pos_;
      if (pos_ < data_.size() && data_[pos_] == '#') {
        while (pos_ < data_.size() && data_[pos_] != '\n')
          ++pos_;
        continue;
      }
      break;
    }
    size_t start = pos_;
    while (pos_ < data_.size() && !std::isspace(uint8_t(data_[pos_])))
      ++pos_;
    return data_.substr(start, pos_ - start);
  }
  bool number(uint32_t &value, uint32_t most) {
    std::string t = token();
    if (t.empty() || t.size() > 9 ||
        t.find_first_not_of("0123456789") != std::string::npos)
      return false;
    value = uint32_t(std::stoul(t));
    return value <= most;
  }
  /// The raster starts after exactly one whitespace byte.
  bool skipOneSpace() {
    if (pos_ >= data_.size() || !std::isspace(uint8_t(data_[pos_])))
      return false;
    ++pos_;
    return true;
  }
  size_t position() const { return pos_; }

private:
  const std::string &data_;
  size_t pos_ = 0;
};

constexpr uint32_t MaxSide = 1u << 16;

} // namespace

bool decodeNetpbm(const std::string &data, NetpbmImage &image,
                  std::string &error) {
  image = NetpbmImage{};
  Reader r(data);
  std::string magic = r.token();
  bool plain = magic == "P2" || magic == "P3";
  uint32_t maxval = 0;
  if (magic == "P2" || magic == "P5" || magic == "P3" || magic == "P6") {
    image.channels = magic == "P2" || magic == "P5" ? 1 : 3;
    if (!r.number(image.width, MaxSide) || !r.number(image.height, MaxSide) ||
        !r.number(maxval, 65535)) {
      error = "a bad " + magic + " header (width, height, maximum value)";
      return false;
    }
  } else if (magic == "P7") {
    for (;;) {
      std::string key = r.token();
      if (key.empty()) {
        error = "a PAM header without ENDHDR";
        return false;
      }
      if (key == "ENDHDR")
        break;
      if (key == "TUPLTYPE") {
        r.token();
        continue;
      }
      uint32_t *field = key == "WIDTH"    ? &image.width
                        : key == "HEIGHT" ? &image.height
                        : key == "DEPTH"  ? &image.channels
                        : key == "MAXVAL" ? &maxval
                                          : nullptr;
      if (!field || !r.number(*field, key == "MAXVAL" ? 65535 : MaxSide)) {
        error = "a bad PAM header line '" + key + "'";
        return false;
      }
    }
  } else {
    error = "not a Netpbm image (P2, P3, P5, P6 or P7)";
    return false;
  }
  if (!image.width || !image.height || !maxval || image.channels < 1 ||
      image.channels > 4) {
    error = "a Netpbm image needs a width, a height, 1 to 4 channels and a "
            "maximum value above 0";
    return false;
  }
  if (maxval > 255) {
    error = "16-bit Netpbm images (maximum value " + std::to_string(maxval) +
            ") are not supported: save with a maximum of 255";
    return false;
  }
  size_t count = size_t(image.width) * image.height * image.channels;
  image.pixels.resize(count);
  if (plain) {
    for (size_t i = 0; i < count; ++i) {
      uint32_t v = 0;
      if (!r.number(v, maxval)) {
        error = "the plain raster ends early or has a value above " +
                std::to_string(maxval);
        return false;
      }
      image.pixels[i] = uint8_t((v * 255 + maxval / 2) / maxval);
    }
    return true;
  }
  if (!r.skipOneSpace() || data.size() - r.position() < count) {
    error = "the raster has " +
            std::to_string(data.size() - std::min(data.size(), r.position())) +
            " bytes, " + std::to_string(count) + " needed";
    return false;
  }
  for (size_t i = 0; i < count; ++i) {
    uint32_t v = uint8_t(data[r.position() + i]);
    if (v > maxval) {
      error = "a raster value above the maximum " + std::to_string(maxval);
      return false;
    }
    image.pixels[i] = uint8_t((v * 255 + maxval / 2) / maxval);
  }
  return true;
}

bool encodeNetpbm(const NetpbmImage &image, const std::string &path,
                  std::string &data, std::string &error) {
  std::string ext = path.size() >= 4 ? path.substr(path.size() - 4) : "";
  uint32_t c = image.channels;
  if (ext == ".pnm")
    ext = c == 1 ? ".pgm" : ".ppm";
  std::string header;
  std::vector<uint8_t> pixels;
  const std::string size =
      std::to_string(image.width) + " " + std::to_string(image.height);
  if (ext == ".pam") {
    static const char *tuple[] = {"GRAYSCALE", "GRAYSCALE_ALPHA", "RGB",
                                  "RGB_ALPHA"};
    header = "P7\nWIDTH " + std::to_string(image.width) + "\nHEIGHT " +
             std::to_string(image.height) + "\nDEPTH " + std::to_string(c) +
             "\nMAXVAL 255\nTUPLTYPE " + tuple[c - 1] + "\nENDHDR\n";
    pixels = image.pixels;
  } else if (ext == ".pgm" && c == 1) {
    header = "P5\n" + size + "\n255\n";
    pixels = image.pixels;
  } else if (ext == ".ppm" && (c == 1 || c >= 3)) {
    header = "P6\n" + size + "\n255\n";
    size_t n = size_t(image.width) * image.height;
    pixels.resize(n * 3);
    for (size_t i = 0; i < n; ++i)
      for (uint32_t k = 0; k < 3; ++k)
        pixels[i * 3 + k] = image.pixels[i * c + (c == 1 ? 0 : k)];
  } else {
    error = "cannot save an image of " + std::to_string(c) + " channel" +
            (c == 1 ? "" : "s") + " as " + path +
            " (.pgm: one channel, .ppm: one, three or four, .pam: any)";
    return false;
  }
  data = header;
  data.append(pixels.begin(), pixels.end());
  return true;
}

bool convertChannels(const NetpbmImage &image, uint32_t want, bool swapRedBlue,
                     std::vector<uint8_t> &out, std::string &error) {
  uint32_t have = image.channels;
  if (!(have == want || want == 4 || (want == 2 && have == 1))) {
    error = "a Netpbm image of " + std::to_string(have) +
            " channels does not fit an image of " + std::to_string(want);
    return false;
  }
  size_t n = size_t(image.width) * image.height;
  out.assign(n * want, 255);
  for (size_t i = 0; i < n; ++i) {
    const uint8_t *p = &image.pixels[i * have];
    uint8_t *q = &out[i * want];
    if (have == want) {
      std::memcpy(q, p, want);
    } else if (have <= 2) { // gray (and alpha) to gray+alpha or RGBA
      q[0] = p[0];
      if (want == 4)
        q[1] = q[2] = p[0];
      if (have == 2)
        q[want - 1] = p[1];
    } else { // RGB to RGBA
      std::memcpy(q, p, 3);
    }
    if (swapRedBlue && want == 4)
      std::swap(q[0], q[2]);
  }
  return true;
}

} // namespace vkcl::tool
