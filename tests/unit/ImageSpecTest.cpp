// `vkcl run`'s image and sampler arguments and its Netpbm files, without a
// device: every form, every mistake, and byte-exact file round trips.
#include "../../src/tool/Netpbm.h"
#include "ArgSpecParse.h"

#include <gtest/gtest.h>

namespace vkcl::tool {
namespace {

TEST(ImageSpecTest, Images) {
  ArgSpec a = parseOk("image2d:rgba_unorm8[640,480]");
  EXPECT_EQ(a.kind, ArgSpecKind::Image);
  EXPECT_EQ(a.imageType, ImageType::Image2D);
  EXPECT_EQ(a.channelOrder, 0x10B5u);
  EXPECT_EQ(a.channelType, 0x10D2u);
  EXPECT_EQ(a.imageSize, (std::array<uint64_t, 3>{640, 480, 0}));
  EXPECT_EQ(a.init, BufferInit::Zero);
  EXPECT_EQ(a.type.name(), "uchar4");
  EXPECT_EQ(imageSpecName(a), "image2d:rgba_unorm8[640,480]");

  ArgSpec b = parseOk("image3d:r_float[4,5,6]=random:7,out=x.bin,print");
  EXPECT_EQ(b.imageType, ImageType::Image3D);
  EXPECT_EQ(b.imageSize, (std::array<uint64_t, 3>{4, 5, 6}));
  EXPECT_EQ(b.init, BufferInit::Random);
  EXPECT_TRUE(b.seedGiven);
  EXPECT_EQ(b.seed, 7u);
  EXPECT_EQ(b.outPath, "x.bin");
  EXPECT_TRUE(b.print);
  EXPECT_EQ(b.type.name(), "float");

  ArgSpec c = parseOk("image2d:bgra_unorm8=file:photo.ppm,out=o.pam");
  EXPECT_EQ(c.init, BufferInit::File);
  EXPECT_EQ(c.filePath, "photo.ppm");
  EXPECT_EQ(c.imageSize, (std::array<uint64_t, 3>{0, 0, 0}));
  EXPECT_EQ(c.outPath, "o.pam");

  EXPECT_EQ(parseOk("image1d:rg_half[9]").type.name(), "half2");
  EXPECT_EQ(parseOk("image1d_array:r_int16[9,2]").imageSize[1], 2u);
  EXPECT_EQ(parseOk("image2d_array:rgba_uint32[3,4,5],print").imageSize[2], 5u);
  EXPECT_TRUE(parseOk("image2d:rgba_snorm16[2,2],print").print);
  ArgSpec depth = parseOk("image2d_array_depth:depth_unorm16[3,4,5]");
  EXPECT_EQ(depth.imageType, ImageType::Image2DArrayDepth);
  EXPECT_EQ(depth.channelOrder, 0x10BDu);
  EXPECT_EQ(depth.type.name(), "ushort");
  EXPECT_EQ(parseOk("image2d_depth:depth_float[3,4]").imageSize[1], 4u);
  ArgSpec srgb = parseOk("image2d:srgba_unorm8=file:photo.ppm");
  EXPECT_EQ(srgb.channelOrder, 0x10C1u);
  EXPECT_EQ(srgb.type.name(), "uchar4");
  EXPECT_EQ(parseOk("image2d:sbgra_unorm8[2,2]").channelOrder, 0x10C2u);
  EXPECT_TRUE(blueFirst(0x10C2));
  EXPECT_FALSE(blueFirst(0x10C1));
}

TEST(ImageSpecTest, ImageErrors) {
  EXPECT_NE(parseError("image4d:rgba_unorm8[1]").find("unknown argument"),
            std::string::npos);
  EXPECT_NE(parseError("image2d:rgb_unorm8[2,2]").find("unknown image format"),
            std::string::npos);
  EXPECT_NE(parseError("image2d:rgba_unorm24[2,2]").find("ORDER_TYPE"),
            std::string::npos);
  EXPECT_NE(parseError("image2d:bgra_float[2,2]").find("unorm8 only"),
            std::string::npos);
  EXPECT_NE(parseError("image2d:srgba_unorm16[2,2]").find("unorm8 only"),
            std::string::npos);
  EXPECT_NE(parseError("image2d:rgba_unorm8[2]").find("[WIDTH,HEIGHT]"),
            std::string::npos);
  EXPECT_NE(parseError("image2d:rgba_unorm8[2,0]").find("positive"),
            std::string::npos);
  EXPECT_NE(parseError("image1d:rgba_unorm8[2,2]").find("[WIDTH]"),
            std::string::npos);
  EXPECT_NE(parseError("image2d:rgba_unorm8").find("needs its sizes"),
            std::string::npos);
  EXPECT_NE(parseError("image2d:rgba_unorm8[2,2]=file:a.ppm").find("leave out"),
            std::string::npos);
  EXPECT_NE(parseError("image2d:rgba_float[2,2],out=a.ppm").find("unorm8"),
            std::string::npos);
  EXPECT_NE(parseError("image3d:rgba_unorm8=file:a.ppm").find("2-D"),
            std::string::npos);
  EXPECT_NE(parseError("image2d:rgba_unorm8[2,2]=1,2,3").find("random"),
            std::string::npos);
  EXPECT_NE(parseError("image2d:rgba_unorm8[2,2],bogus").find("out=PATH"),
            std::string::npos);
  EXPECT_NE(parseError("image2d:rgba_unorm8[2,2]x").find("unexpected"),
            std::string::npos);
  EXPECT_NE(parseError("image2d:depth_float[2,2]").find("depth formats"),
            std::string::npos);
  EXPECT_NE(parseError("image2d_depth:r_float[2,2]").find("depth formats"),
            std::string::npos);
}

TEST(ImageSpecTest, Samplers) {
  ArgSpec s = parseOk("sampler:normalized,mirrored_repeat,linear");
  EXPECT_EQ(s.kind, ArgSpecKind::Sampler);
  EXPECT_EQ(s.samplerWord, 0x1u | 0x8u | 0x20u);
  EXPECT_EQ(parseOk("sampler:unnormalized,clamp,nearest").samplerWord,
            0x4u | 0x10u);
  EXPECT_EQ(parseOk("sampler:unnormalized,clamp_to_edge,nearest").samplerWord,
            0x2u | 0x10u);
  EXPECT_NE(parseError("sampler:unnormalized,repeat,nearest")
                .find("need normalized coordinates"),
            std::string::npos);
  EXPECT_NE(parseError("sampler:normalized,clamp").find("expected sampler:"),
            std::string::npos);
  EXPECT_NE(parseError("sampler:normalized,clamp,nearest,x")
                .find("expected sampler:"),
            std::string::npos);
  EXPECT_NE(parseError("sampler:normalized,wrap,nearest").find("'wrap'"),
            std::string::npos);
  EXPECT_NE(parseError("sampler:nearest,clamp,normalized").find("unknown"),
            std::string::npos);
}

TEST(ImageSpecTest, ArgumentChecks) {
  ArgInfo image;
  image.kind = ArgKind::Image;
  image.imageType = ImageType::Image2D;
  image.typeName = "image2d_t";
  image.name = "src";
  std::string error;
  EXPECT_TRUE(checkArgSpec(parseOk("image2d:r_float[2,2]"), image, 0, error))
      << error;
  EXPECT_FALSE(
      checkArgSpec(parseOk("image3d:r_float[2,2,2]"), image, 0, error));
  EXPECT_NE(error.find("image2d:rgba_unorm8[64,64]"), std::string::npos)
      << error;
  EXPECT_FALSE(checkArgSpec(parseOk("buffer:float[4]"), image, 0, error));
  ArgInfo sampler;
  sampler.kind = ArgKind::Sampler;
  sampler.typeName = "sampler_t";
  sampler.name = "s";
  EXPECT_TRUE(checkArgSpec(parseOk("sampler:normalized,clamp,linear"), sampler,
                           1, error))
      << error;
  EXPECT_FALSE(checkArgSpec(parseOk("int=3"), sampler, 1, error));
  EXPECT_NE(error.find("sampler:COORDS"), std::string::npos) << error;
}

TEST(NetpbmTest, ReadsEveryKind) {
  NetpbmImage img;
  std::string error;
  ASSERT_TRUE(decodeNetpbm("P2\n# gray\n2 1\n15\n0 15\n", img, error)) << error;
  EXPECT_EQ(img.channels, 1u);
  EXPECT_EQ(img.pixels, (std::vector<uint8_t>{0, 255}));
  ASSERT_TRUE(decodeNetpbm("P3 1 1 255 1 2 3", img, error)) << error;
  EXPECT_EQ(img.pixels, (std::vector<uint8_t>{1, 2, 3}));
  ASSERT_TRUE(
      decodeNetpbm(std::string("P6\n1 2\n255\n") + "abcdef", img, error))
      << error;
  EXPECT_EQ(img.height, 2u);
  EXPECT_EQ(img.pixels[5], 'f');
  ASSERT_TRUE(decodeNetpbm("P7\nWIDTH 1\nHEIGHT 1\nDEPTH 4\nMAXVAL 255\n"
                           "TUPLTYPE RGB_ALPHA\nENDHDR\nwxyz",
                           img, error))
      << error;
  EXPECT_EQ(img.channels, 4u);
  EXPECT_EQ(img.pixels[3], 'z');
}

TEST(NetpbmTest, RefusesBadFiles) {
  NetpbmImage img;
  std::string error;
  EXPECT_FALSE(decodeNetpbm("", img, error));
  EXPECT_FALSE(decodeNetpbm("\x89PNG", img, error));
  EXPECT_NE(error.find("not a Netpbm"), std::string::npos);
  EXPECT_FALSE(decodeNetpbm("P6\n2 2\n255\nabc", img, error));
  EXPECT_NE(error.find("bytes"), std::string::npos) << error;
  EXPECT_FALSE(decodeNetpbm("P5\n1 1\n65535\nab", img, error));
  EXPECT_NE(error.find("16-bit"), std::string::npos) << error;
  EXPECT_FALSE(decodeNetpbm("P5\n0 1\n255\n", img, error));
  EXPECT_FALSE(decodeNetpbm("P5\n99999999 1\n255\n", img, error));
  EXPECT_FALSE(decodeNetpbm("P2 2 1 10 3 11", img, error));
  EXPECT_FALSE(decodeNetpbm("P7\nWIDTH 1\n", img, error));
  EXPECT_FALSE(decodeNetpbm("P7\nDEPTH 5 WIDTH 1 HEIGHT 1 MAXVAL 255 ENDHDR\n",
                            img, error));
}

TEST(NetpbmTest, WritesAndReadsBack) {
  NetpbmImage rgba{2, 1, 4, {1, 2, 3, 4, 5, 6, 7, 8}};
  std::string data, error;
  NetpbmImage back;
  ASSERT_TRUE(encodeNetpbm(rgba, "o.pam", data, error)) << error;
  ASSERT_TRUE(decodeNetpbm(data, back, error)) << error;
  EXPECT_EQ(back.pixels, rgba.pixels);
  ASSERT_TRUE(encodeNetpbm(rgba, "o.ppm", data, error)) << error;
  EXPECT_EQ(data, std::string("P6\n2 1\n255\n") + "\1\2\3\5\6\7");
  EXPECT_FALSE(encodeNetpbm(rgba, "o.pgm", data, error));
  NetpbmImage gray{1, 1, 1, {9}};
  ASSERT_TRUE(encodeNetpbm(gray, "o.pnm", data, error)) << error;
  EXPECT_EQ(data, std::string("P5\n1 1\n255\n") + "\x09");
}

TEST(NetpbmTest, ConvertsChannels) {
  std::vector<uint8_t> out;
  std::string error;
  NetpbmImage rgb{1, 1, 3, {1, 2, 3}};
  ASSERT_TRUE(convertChannels(rgb, 4, false, out, error));
  EXPECT_EQ(out, (std::vector<uint8_t>{1, 2, 3, 255}));
  ASSERT_TRUE(convertChannels(rgb, 4, true, out, error));
  EXPECT_EQ(out, (std::vector<uint8_t>{3, 2, 1, 255}));
  EXPECT_FALSE(convertChannels(rgb, 1, false, out, error));
  NetpbmImage gray{1, 1, 1, {7}};
  ASSERT_TRUE(convertChannels(gray, 4, false, out, error));
  EXPECT_EQ(out, (std::vector<uint8_t>{7, 7, 7, 255}));
  ASSERT_TRUE(convertChannels(gray, 2, false, out, error));
  EXPECT_EQ(out, (std::vector<uint8_t>{7, 255}));
  NetpbmImage grayAlpha{1, 1, 2, {7, 9}};
  ASSERT_TRUE(convertChannels(grayAlpha, 4, false, out, error));
  EXPECT_EQ(out, (std::vector<uint8_t>{7, 7, 7, 9}));
}

} // namespace
} // namespace vkcl::tool
