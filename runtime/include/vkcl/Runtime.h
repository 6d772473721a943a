// The vkcl runtime: everything needed to run compiled kernels.
#pragma once

#include "vkcl/runtime/Buffer.h"
#include "vkcl/runtime/Device.h"
#include "vkcl/runtime/Image.h"
#include "vkcl/runtime/Pipe.h"
#include "vkcl/runtime/PipelineStatistics.h"
#include "vkcl/runtime/Program.h"
#include "vkcl/runtime/Queue.h"
#include "vkcl/runtime/Result.h"
#include "vkcl/runtime/Sampler.h"
