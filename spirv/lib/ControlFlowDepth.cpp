// Structured nesting as a driver's structurizer sees it (see
// ControlFlowDepth.h): a walk of each function's construct tree, region by
// region, then every call inlined along the call graph.
#include "vkcl/spirv/ControlFlowDepth.h"

#include <spirv/unified1/spirv.hpp11>

#include <algorithm>
#include <map>
#include <set>
#include <unordered_map>
#include <utility>

namespace vkcl::spirv {

namespace {

using Id = uint32_t;
using spv::Op;

struct Block {
  Id merge = 0;      ///< OpSelectionMerge's or OpLoopMerge's merge block.
  Id continueId = 0; ///< OpLoopMerge's continue target.
  bool loop = false; ///< A loop header.
  bool returns = false;
  std::vector<Id> successors;
  std::vector<Id> callees;
};

struct Function {
  Id entry = 0;
  std::unordered_map<Id, Block> blocks;
};

struct Module {
  std::map<Id, Function> functions;
  std::vector<std::pair<Id, std::string>> entryPoints;
};

std::string literalString(const std::vector<uint32_t> &words, size_t first,
                          size_t end) {
  std::string text;
  for (size_t i = first; i < end; ++i)
    for (int byte = 0; byte < 4; ++byte) {
      const char c = static_cast<char>((words[i] >> (8 * byte)) & 0xffu);
      if (c == '\0')
        return text;
      text += c;
    }
  return text;
}

bool parse(const std::vector<uint32_t> &words, Module &module) {
  Function *function = nullptr;
  Block *block = nullptr;
  for (size_t at = 5; at < words.size();) {
    const uint32_t count = words[at] >> 16;
    if (count == 0 || at + count > words.size())
      return false;
    const auto op = static_cast<Op>(words[at] & 0xffffu);
    auto word = [&](size_t i) { return i < count ? words[at + i] : 0u; };
    switch (op) {
    case Op::OpEntryPoint:
      module.entryPoints.emplace_back(word(2),
                                      literalString(words, at + 3, at + count));
      break;
    case Op::OpFunction:
      function = &module.functions[word(2)];
      break;
    case Op::OpFunctionEnd:
      function = nullptr;
      block = nullptr;
      break;
    case Op::OpLabel:
      if (!function)
        return false;
      block = &function->blocks[word(1)];
      if (function->entry == 0)
        function->entry = word(1);
      break;
    case Op::OpSelectionMerge:
      if (block)
        block->merge = word(1);
      break;
    case Op::OpLoopMerge:
      if (block) {
        block->merge = word(1);
        block->continueId = word(2);
        block->loop = true;
      }
      break;
    case Op::OpFunctionCall:
      if (block)
        block->callees.push_back(word(3));
      break;
    case Op::OpBranch:
      if (block)
        block->successors.push_back(word(1));
      break;
    case Op::OpBranchConditional:
      if (block) {
        block->successors.push_back(word(2));
        block->successors.push_back(word(3));
      }
      break;
    case Op::OpSwitch:
      if (block)
        for (size_t i = 2; i < count; i += (i == 2 ? 1 : 2))
          block->successors.push_back(word(i));
      break;
    case Op::OpReturn:
    case Op::OpReturnValue:
      if (block)
        block->returns = true;
      break;
    default:
      break;
    }
    at += count;
  }
  return true;
}

/// One function's own depths: where each region sits, and how deep the
/// functions it calls are entered.
///
/// An "early exit" is a branch out of a selection to the merge of a
/// selection around it (a `break` out of a `switch` from inside an `if`;
/// SPIRV-Tools' merge-return makes every `return` one, out of a
/// `switch (0)` around the body) or, unoptimized, a return outside loops.
/// A structurizer moves the code after a construct holding one into that
/// construct's else, one level deeper (measured on lavapipe: 70 returning
/// `if`s then 15 nested ones ran wrongly). Breaks out of loops and returns
/// inside them become loop breaks and nest nothing (90 breaking `if`s in
/// a loop ran right); a loop holding a return nests what follows it.
class Walker {
public:
  explicit Walker(const Function &function) : function_(function) {}

  void run() {
    if (function_.entry != 0)
      region(function_.entry, 0, false);
  }

  uint32_t depth() const { return depth_; }
  const std::vector<std::pair<Id, uint32_t>> &calls() const { return calls_; }

private:
  struct Frame {
    Id merge;
    Id continueId; ///< Loops only.
    Id header;     ///< Loops only: the back edge's target.
    bool loop;
  };

  /// No early exit: larger than any frame index.
  static constexpr int kNone = 1 << 30;
  /// An early exit out of the function (a return).
  static constexpr int kFunction = -1;

  /// The frame `id` leaves to, or -1 when `id` lies inside them all.
  int exitFrame(Id id) const {
    for (size_t i = frames_.size(); i-- > 0;) {
      const Frame &f = frames_[i];
      if (f.merge == id || (f.loop && (f.continueId == id || f.header == id)))
        return static_cast<int>(i);
    }
    return -1;
  }

  /// Walks the blocks from `start` to an exit of an enclosing construct at
  /// `depth`; returns the outermost frame an early exit on the way leaves
  /// to (kFunction for a return, kNone for none).
  int region(Id start, uint32_t depth, bool inLoop) {
    int escape = kNone;
    uint32_t extra = 0; // Early-exiting constructs passed.
    for (Id at = start;
         at != 0 && exitFrame(at) < 0 && visited_.insert(at).second;) {
      auto found = function_.blocks.find(at);
      if (found == function_.blocks.end())
        break;
      const Block &block = found->second;
      const uint32_t here = depth + extra;
      depth_ = std::max(depth_, here);
      for (Id callee : block.callees)
        calls_.emplace_back(callee, here);

      const int level = static_cast<int>(frames_.size());
      int inner = kNone;
      if (block.loop) {
        // A loop is no level of its own: lavapipe keeps loops on another
        // stack. The body ends at the continue target or the merge; the
        // continue construct, at the back edge or the merge.
        frames_.push_back({block.merge, block.continueId, at, true});
        for (Id next : block.successors)
          if (next != block.merge && next != block.continueId)
            inner = std::min(inner, region(next, here, true));
        if (block.continueId != at)
          inner = std::min(inner, region(block.continueId, here, true));
        frames_.pop_back();
        at = block.merge;
      } else if (block.merge != 0) {
        frames_.push_back({block.merge, 0, 0, false});
        for (Id next : block.successors)
          if (next != block.merge)
            inner = std::min(inner, region(next, here + 1, inLoop));
        frames_.pop_back();
        at = block.merge;
      } else {
        if (block.returns) {
          escape = std::min(escape, kFunction);
          break;
        }
        // A branch without a merge of its own continues the region one
        // way at most; the others leave it (break, continue, the merge).
        at = 0;
        for (Id next : block.successors) {
          const int frame = exitFrame(next);
          if (frame >= 0) {
            if (!frames_[frame].loop && frame + 1 < level)
              escape = std::min(escape, frame);
          } else if (at == 0) {
            at = next;
          } else {
            escape = std::min(escape, region(next, here, inLoop));
          }
        }
        continue;
      }
      // Code after a construct that exits early past it nests one deeper,
      // unless the exit is a return inside a loop (a loop break there).
      if (inner < level) {
        if (!(inner == kFunction && inLoop))
          ++extra;
        escape = std::min(escape, inner);
      }
    }
    return escape;
  }

  const Function &function_;
  std::vector<Frame> frames_;
  std::set<Id> visited_;
  uint32_t depth_ = 0;
  std::vector<std::pair<Id, uint32_t>> calls_;
};

/// The most branches into one continue target among `function`'s loops.
uint32_t mostContinues(const Function &function) {
  std::unordered_map<Id, std::set<Id>> predecessors;
  for (const auto &[id, block] : function.blocks)
    for (Id next : block.successors)
      predecessors[next].insert(id);
  uint32_t most = 0;
  for (const auto &[id, block] : function.blocks) {
    if (!block.loop)
      continue;
    auto found = predecessors.find(block.continueId);
    if (found == predecessors.end())
      continue;
    // A header that is its own continue target is also entered from
    // outside the loop.
    auto count = static_cast<uint32_t>(found->second.size());
    if (block.continueId == id && count > 0)
      --count;
    most = std::max(most, count);
  }
  return most;
}

struct Totals {
  uint32_t depth = 0;
  uint32_t continues = 0;
};

} // namespace

std::vector<KernelControlFlow>
measureControlFlow(const std::vector<uint32_t> &words) {
  Module module;
  if (words.size() < 5 || !parse(words, module))
    return {};

  // Each function's own depth and its calls, then totals over the call
  // graph (OpenCL C has no recursion; a cycle counts once).
  std::map<Id, Walker> walkers;
  for (const auto &[id, function] : module.functions)
    walkers.emplace(id, Walker(function)).first->second.run();

  std::map<Id, Totals> totals;
  std::set<Id> open;
  auto total = [&](Id id, auto &self) -> Totals {
    if (auto done = totals.find(id); done != totals.end())
      return done->second;
    auto walker = walkers.find(id);
    if (walker == walkers.end() || !open.insert(id).second)
      return {};
    Totals t{walker->second.depth(), mostContinues(module.functions.at(id))};
    for (const auto &[callee, depth] : walker->second.calls()) {
      const Totals inner = self(callee, self);
      t.depth = std::max(t.depth, depth + inner.depth);
      t.continues = std::max(t.continues, inner.continues);
    }
    open.erase(id);
    return totals[id] = t;
  };

  std::vector<KernelControlFlow> kernels;
  for (const auto &[id, name] : module.entryPoints) {
    const Totals t = total(id, total);
    kernels.push_back({name, t.depth, t.continues});
  }
  return kernels;
}

} // namespace vkcl::spirv
