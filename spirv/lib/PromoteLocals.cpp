// Promotion of widely used Function variables (PromoteLocals.h).
#include "PromoteLocals.h"

#include "CapabilityInference.h"

#include <algorithm>
#include <map>
#include <set>
#include <unordered_map>
#include <unordered_set>

namespace vkcl::spirv::detail {

namespace {

using spv::Op;

constexpr uint32_t kFunctionStorage = 7; // spv::StorageClass::Function
constexpr uint32_t kNoBlock = UINT32_MAX;

/// A variable being promoted.
struct Variable {
  Id id = 0;
  Id type = 0;         ///< the pointee: the values' type
  Id first = 0;        ///< the value before any store: initializer or OpUndef
  std::set<Id> blocks; ///< labels of the blocks that load or store it
  bool promotable = true;
};

/// A pointer into a promoted variable: the variable itself or an access
/// chain of it without indices (component -1), or one component of a
/// vector variable (a chain with one constant index).
struct View {
  Id variable = 0;
  int component = -1;
};
using Views = std::unordered_map<Id, View>;

/// Whether a load's or store's memory operands (from word `at` on) are at
/// most Aligned: nothing a register cannot keep.
bool plainAccess(const std::vector<uint32_t> &w, size_t at) {
  return w.size() <= at || (w[at] & ~uint32_t(0x2)) == 0;
}

/// One function's blocks and their dominators.
class FunctionGraph {
public:
  struct Block {
    size_t label = 0; ///< index of its OpLabel in the module
    size_t end = 0;   ///< one past its last instruction
    std::vector<uint32_t> succ, pred;
  };

  FunctionGraph(const ModuleFacts &facts, size_t begin, size_t end) {
    const auto &in = facts.instructions;
    if (end > begin && in[end - 1].opcode == Op::OpFunctionEnd)
      --end;
    for (size_t i = begin; i < end; ++i)
      if (in[i].opcode == Op::OpLabel) {
        if (!blocks.empty())
          blocks.back().end = i;
        blockOf[in[i].result] = uint32_t(blocks.size());
        blocks.push_back(Block{i, end, {}, {}});
      }
    for (uint32_t b = 0; b < blocks.size(); ++b) {
      const FactInstruction &last = in[blocks[b].end - 1];
      size_t targets = 0;
      if (last.opcode == Op::OpBranch)
        targets = 0;
      else if (last.opcode == Op::OpBranchConditional ||
               last.opcode == Op::OpSwitch)
        targets = 1; // past the condition or selector
      else
        continue;
      for (size_t k = targets; k < last.idOperands.size(); ++k) {
        auto found = blockOf.find(last.idOperands[k]);
        if (found == blockOf.end())
          continue;
        std::vector<uint32_t> &s = blocks[b].succ;
        if (std::find(s.begin(), s.end(), found->second) == s.end()) {
          s.push_back(found->second);
          blocks[found->second].pred.push_back(b);
        }
      }
    }
    orderAndDominate();
  }

  std::vector<Block> blocks;
  std::unordered_map<Id, uint32_t> blockOf;
  std::vector<uint32_t> rpo;      ///< reachable blocks, reverse postorder
  std::vector<uint32_t> rpoIndex; ///< kNoBlock: unreachable
  std::vector<uint32_t> idom;
  std::vector<std::vector<uint32_t>> children; ///< dominator tree
  std::vector<std::vector<uint32_t>> frontier;

  bool reachable(uint32_t b) const { return rpoIndex[b] != kNoBlock; }

private:
  void orderAndDominate() {
    const uint32_t n = uint32_t(blocks.size());
    rpoIndex.assign(n, kNoBlock);
    idom.assign(n, kNoBlock);
    children.assign(n, {});
    frontier.assign(n, {});
    if (n == 0)
      return;
    // Iterative depth-first postorder from the entry.
    std::vector<uint8_t> seen(n, 0);
    std::vector<std::pair<uint32_t, size_t>> stack{{0, 0}};
    seen[0] = 1;
    std::vector<uint32_t> post;
    while (!stack.empty()) {
      auto &[b, next] = stack.back();
      if (next < blocks[b].succ.size()) {
        uint32_t s = blocks[b].succ[next++];
        if (!seen[s]) {
          seen[s] = 1;
          stack.push_back({s, 0});
        }
        continue;
      }
      post.push_back(b);
      stack.pop_back();
    }
    rpo.assign(post.rbegin(), post.rend());
    for (uint32_t i = 0; i < rpo.size(); ++i)
      rpoIndex[rpo[i]] = i;
    // Cooper, Harvey and Kennedy, "A Simple, Fast Dominance Algorithm".
    idom[0] = 0;
    auto intersect = [&](uint32_t a, uint32_t b) {
      while (a != b) {
        while (rpoIndex[a] > rpoIndex[b])
          a = idom[a];
        while (rpoIndex[b] > rpoIndex[a])
          b = idom[b];
      }
      return a;
    };
    for (bool changed = true; changed;) {
      changed = false;
      for (size_t i = 1; i < rpo.size(); ++i) {
        uint32_t b = rpo[i], best = kNoBlock;
        for (uint32_t p : blocks[b].pred)
          if (idom[p] != kNoBlock)
            best = best == kNoBlock ? p : intersect(p, best);
        if (best != idom[b]) {
          idom[b] = best;
          changed = true;
        }
      }
    }
    for (size_t i = 1; i < rpo.size(); ++i)
      children[idom[rpo[i]]].push_back(rpo[i]);
    for (uint32_t b : rpo) {
      if (blocks[b].pred.size() < 2)
        continue;
      for (uint32_t p : blocks[b].pred) {
        if (!reachable(p))
          continue;
        for (uint32_t r = p; r != idom[b]; r = idom[r]) {
          std::vector<uint32_t> &f = frontier[r];
          if (f.empty() || f.back() != b)
            f.push_back(b);
          if (r == 0)
            break;
        }
      }
    }
  }
};

/// The new instructions of one function, built by promote().
struct Rewrite {
  /// Per block index: phis to put after the OpLabel.
  std::vector<std::vector<std::vector<uint32_t>>> phis;
  std::vector<std::vector<uint32_t>> undefs; ///< after the entry's variables
  /// Per module instruction: what replaces it (a component load's
  /// OpCompositeExtract, a component store's OpCompositeInsert).
  std::unordered_map<size_t, std::vector<uint32_t>> substitutes;
};

class Promoter {
public:
  Promoter(const ModuleFacts &facts, const Views &views, Id bound)
      : facts_(facts), views_(views), next_(bound),
        removed_(facts.instructions.size(), 0) {}

  /// Promotes `vars` (all of one function, [begin, end) its instructions).
  void promote(size_t begin, size_t end, std::vector<Variable *> vars,
               Rewrite &out);

  Id bound() const { return next_; }
  /// Load results replaced by values, module-wide.
  const std::unordered_map<Id, Id> &replaced() const { return replace_; }
  /// Per module instruction: whether it goes (or gives way to a substitute).
  const std::vector<uint8_t> &removed() const { return removed_; }
  /// The ids that no longer exist: the promoted variables, their access
  /// chains, the loads replaced by values (their OpNames go too).
  std::unordered_set<Id> gone() const {
    std::unordered_set<Id> ids = pointers_;
    for (const auto &[load, value] : replace_)
      ids.insert(load);
    return ids;
  }

private:
  Id undefOf(Id type, Rewrite &out) {
    auto [it, fresh] = undef_.emplace(type, 0);
    if (fresh) {
      it->second = next_++;
      out.undefs.push_back(
          {(3u << 16) | uint32_t(Op::OpUndef), type, it->second});
    }
    return it->second;
  }
  Id resolve(Id id) const {
    auto found = replace_.find(id);
    return found == replace_.end() ? id : found->second;
  }

  const ModuleFacts &facts_;
  const Views &views_;
  Id next_;
  std::unordered_map<Id, Id> undef_; ///< per type, this function's
  std::unordered_map<Id, Id> replace_;
  std::vector<uint8_t> removed_;
  std::unordered_set<Id> pointers_; ///< of the promoted variables
};

void Promoter::promote(size_t begin, size_t end, std::vector<Variable *> vars,
                       Rewrite &out) {
  const auto &in = facts_.instructions;
  FunctionGraph g(facts_, begin, end);
  undef_.clear();
  out.phis.assign(g.blocks.size(), {});
  std::unordered_map<Id, uint32_t> index; // variable id -> vars index
  for (uint32_t v = 0; v < vars.size(); ++v) {
    index[vars[v]->id] = v;
    if (!vars[v]->first)
      vars[v]->first = undefOf(vars[v]->type, out);
  }
  // The variable a load or store accesses (-1: none promoted), and the
  // component, for a view of one.
  int component = -1;
  auto variableOf = [&](const FactInstruction &i) -> int {
    size_t pointer = i.opcode == Op::OpLoad ? 3 : 1;
    if ((i.opcode != Op::OpLoad && i.opcode != Op::OpStore) ||
        i.words.size() <= pointer)
      return -1;
    auto view = views_.find(i.words[pointer]);
    if (view == views_.end())
      return -1;
    auto found = index.find(view->second.variable);
    component = view->second.component;
    return found == index.end() ? -1 : int(found->second);
  };
  // A load or store through a component view, as the instruction that
  // reads or rebuilds the whole value `whole`.
  auto access = [&](size_t i, uint32_t v, Id whole) {
    const FactInstruction &inst = in[i];
    const uint32_t c = uint32_t(component);
    if (inst.opcode == Op::OpLoad) {
      out.substitutes[i] = {(5u << 16) | uint32_t(Op::OpCompositeExtract),
                            inst.resultType, inst.result, whole, c};
      return Id(0);
    }
    Id rebuilt = next_++;
    out.substitutes[i] = {(6u << 16) | uint32_t(Op::OpCompositeInsert),
                          vars[v]->type,
                          rebuilt,
                          resolve(inst.words[2]),
                          whole,
                          c};
    return rebuilt;
  };

  // Phis at the iterated dominance frontier of each variable's stores.
  // phiVar[b]: for each of block b's new phis, its variable.
  std::vector<std::vector<uint32_t>> phiVar(g.blocks.size());
  for (uint32_t v = 0; v < vars.size(); ++v) {
    std::vector<uint32_t> work;
    std::vector<uint8_t> queued(g.blocks.size(), 0), placed(g.blocks.size(), 0);
    for (uint32_t b = 0; b < g.blocks.size(); ++b) {
      if (!g.reachable(b))
        continue;
      for (size_t i = g.blocks[b].label; i < g.blocks[b].end; ++i)
        if (in[i].opcode == Op::OpStore && variableOf(in[i]) == int(v)) {
          work.push_back(b);
          queued[b] = 1;
          break;
        }
    }
    while (!work.empty()) {
      uint32_t b = work.back();
      work.pop_back();
      for (uint32_t f : g.frontier[b]) {
        if (placed[f])
          continue;
        placed[f] = 1;
        phiVar[f].push_back(v);
        out.phis[f].push_back({0, vars[v]->type, next_++});
        if (!queued[f]) {
          queued[f] = 1;
          work.push_back(f);
        }
      }
    }
  }

  // Renaming along the dominator tree, iteratively: each variable's
  // current value on a stack, undone on leaving a block.
  std::vector<std::vector<Id>> current(vars.size());
  for (uint32_t v = 0; v < vars.size(); ++v)
    current[v].push_back(vars[v]->first);
  std::vector<uint32_t> pushed; // variable of each push, for undoing
  struct Frame {
    uint32_t block;
    size_t child, undo;
  };
  std::vector<Frame> stack{{0, 0, 0}};
  bool entering = true;
  while (!stack.empty()) {
    Frame &frame = stack.back();
    const uint32_t b = frame.block;
    if (entering) {
      frame.undo = pushed.size();
      for (size_t k = 0; k < phiVar[b].size(); ++k) {
        current[phiVar[b][k]].push_back(out.phis[b][k][2]);
        pushed.push_back(phiVar[b][k]);
      }
      for (size_t i = g.blocks[b].label + 1; i < g.blocks[b].end; ++i) {
        int v = variableOf(in[i]);
        if (v < 0)
          continue;
        removed_[i] = 1;
        if (component >= 0) {
          if (Id rebuilt = access(i, uint32_t(v), current[v].back())) {
            current[v].push_back(rebuilt);
            pushed.push_back(uint32_t(v));
          }
        } else if (in[i].opcode == Op::OpLoad) {
          replace_[in[i].result] = current[v].back();
        } else {
          current[v].push_back(resolve(in[i].words[2]));
          pushed.push_back(uint32_t(v));
        }
      }
      for (uint32_t s : g.blocks[b].succ)
        for (size_t k = 0; k < phiVar[s].size(); ++k) {
          out.phis[s][k].push_back(current[phiVar[s][k]].back());
          out.phis[s][k].push_back(in[g.blocks[b].label].result);
        }
    }
    if (frame.child < g.children[b].size()) {
      uint32_t c = g.children[b][frame.child++];
      stack.push_back({c, 0, 0});
      entering = true;
      continue;
    }
    while (pushed.size() > frame.undo) {
      current[pushed.back()].pop_back();
      pushed.pop_back();
    }
    stack.pop_back();
    entering = false;
  }

  // Unreachable blocks: loads give undefined values, stores go; phis take
  // an undefined value from each unreachable predecessor.
  for (uint32_t b = 0; b < g.blocks.size(); ++b) {
    if (g.reachable(b))
      continue;
    for (size_t i = g.blocks[b].label + 1; i < g.blocks[b].end; ++i) {
      int v = variableOf(in[i]);
      if (v < 0)
        continue;
      removed_[i] = 1;
      if (in[i].opcode == Op::OpLoad)
        replace_[in[i].result] = undefOf(in[i].resultType, out);
    }
    for (uint32_t s : g.blocks[b].succ)
      for (size_t k = 0; k < phiVar[s].size(); ++k) {
        out.phis[s][k].push_back(undefOf(vars[phiVar[s][k]]->type, out));
        out.phis[s][k].push_back(in[g.blocks[b].label].result);
      }
  }
  for (auto &block : out.phis)
    for (std::vector<uint32_t> &phi : block)
      phi[0] = (uint32_t(phi.size()) << 16) | uint32_t(Op::OpPhi);
  // The variables and their access chains go.
  for (const auto &[pointer, view] : views_)
    if (index.count(view.variable)) {
      removed_[facts_.definitions.at(pointer)] = 1;
      pointers_.insert(pointer);
    }
}

/// The component an access chain with one constant index selects in a
/// vector of type `type`; -2 where it is not that.
int componentIndex(const ModuleFacts &facts, Id type,
                   const FactInstruction &chain) {
  const FactInstruction *vector = facts.find(type);
  const FactInstruction *index =
      chain.words.size() == 5 ? facts.find(chain.words[4]) : nullptr;
  if (!vector || vector->opcode != Op::OpTypeVector ||
      vector->words.size() < 4 || !index || index->opcode != Op::OpConstant ||
      index->words.size() != 4)
    return -2;
  return index->words[3] < vector->words[3] ? int(index->words[3]) : -2;
}

bool isRegisterType(const ModuleFacts &facts, Id type) {
  const FactInstruction *t = facts.find(type);
  return t && (t->opcode == Op::OpTypeInt || t->opcode == Op::OpTypeFloat ||
               t->opcode == Op::OpTypeBool || t->opcode == Op::OpTypeVector);
}

} // namespace

std::vector<uint32_t>
promoteWidelyUsedLocals(const std::vector<uint32_t> &words,
                        uint64_t minBlocks) {
  if (words.size() < 5)
    return words;
  const ModuleFacts facts = analyzeModule(words);
  if (!facts.exact)
    return words;
  const auto &in = facts.instructions;

  std::unordered_set<Id> decorated;
  for (const FactInstruction &i : in)
    if ((i.opcode == Op::OpDecorate || i.opcode == Op::OpDecorateId ||
         i.opcode == Op::OpDecorateString ||
         i.opcode == Op::OpMemberDecorate) &&
        i.words.size() > 1)
      decorated.insert(i.words[1]);
    else if (i.opcode == Op::OpGroupDecorate)
      decorated.insert(i.words.begin() + 2, i.words.end());

  // The candidates, then everything that disqualifies one.
  std::map<Id, Variable> vars;
  for (const FactInstruction &i : in)
    if (i.opcode == Op::OpVariable && i.function >= 0 && i.words.size() > 3 &&
        i.words[3] == kFunctionStorage && !decorated.count(i.result)) {
      const FactInstruction *pointer = facts.find(i.resultType);
      if (pointer && pointer->opcode == Op::OpTypePointer &&
          pointer->words.size() > 3 && isRegisterType(facts, pointer->words[3]))
        vars[i.result] = Variable{i.result,
                                  pointer->words[3],
                                  i.words.size() > 4 ? i.words[4] : 0,
                                  {},
                                  true};
    }
  Views views;
  for (const auto &[id, v] : vars)
    views[id] = View{id, -1};
  Id block = 0;
  for (const FactInstruction &i : in) {
    if (i.opcode == Op::OpLabel)
      block = i.result;
    for (size_t k = 0; k < i.idOperands.size(); ++k) {
      auto view = views.find(i.idOperands[k]);
      if (view == views.end())
        continue;
      Variable &v = vars.at(view->second.variable);
      const uint16_t at = i.idOffsets[k];
      bool load = i.opcode == Op::OpLoad && at == 3 &&
                  plainAccess(i.words, 4) && !decorated.count(i.result);
      bool store =
          i.opcode == Op::OpStore && at == 1 && plainAccess(i.words, 3);
      if (load || store) {
        v.blocks.insert(block);
      } else if ((i.opcode == Op::OpAccessChain ||
                  i.opcode == Op::OpInBoundsAccessChain) &&
                 at == 3 && view->second.component < 0 &&
                 !decorated.count(i.result)) {
        int c = i.words.size() == 4 ? -1 : componentIndex(facts, v.type, i);
        if (c != -2)
          views[i.result] = View{v.id, c};
        else
          v.promotable = false;
      } else if (i.opcode != Op::OpName) {
        v.promotable = false;
      }
    }
  }

  // Per function, the variables worth promoting.
  std::map<int, std::vector<Variable *>> byFunction;
  for (auto &[id, v] : vars)
    if (v.promotable && v.blocks.size() >= minBlocks)
      byFunction[in[facts.definitions.at(id)].function].push_back(&v);
  if (byFunction.empty())
    return words;

  Promoter promoter(facts, views, words[3]);
  std::vector<Rewrite> rewrites(facts.functionIds.size());
  std::vector<size_t> functionBegin(facts.functionIds.size()),
      functionEnd(facts.functionIds.size());
  for (size_t i = 0; i < in.size(); ++i)
    if (in[i].function >= 0) {
      if (in[i].opcode == Op::OpFunction)
        functionBegin[in[i].function] = i;
      functionEnd[in[i].function] = i + 1;
    }
  for (auto &[f, list] : byFunction)
    promoter.promote(functionBegin[f], functionEnd[f], list, rewrites[f]);
  const std::unordered_map<Id, Id> &replaced = promoter.replaced();
  const std::vector<uint8_t> &removed = promoter.removed();
  const std::unordered_set<Id> gone = promoter.gone();

  std::vector<uint32_t> out(words.begin(), words.begin() + 5);
  out[3] = promoter.bound();
  out.reserve(words.size() + words.size() / 8);
  auto emit = [&](const FactInstruction &i) {
    size_t at = out.size();
    out.insert(out.end(), i.words.begin(), i.words.end());
    for (uint16_t offset : i.idOffsets) {
      auto found = replaced.find(out[at + offset]);
      if (found != replaced.end())
        out[at + offset] = found->second;
    }
  };
  int rewriting = -1;
  uint32_t blockIndex = 0;
  bool inEntryVariables = false;
  for (size_t i = 0; i < in.size(); ++i) {
    const FactInstruction &inst = in[i];
    if (inst.opcode == Op::OpName && inst.words.size() > 1 &&
        gone.count(inst.words[1]))
      continue;
    if (inst.opcode == Op::OpFunction) {
      rewriting = byFunction.count(inst.function) ? inst.function : -1;
      blockIndex = 0;
    }
    if (rewriting >= 0 && inEntryVariables && inst.opcode != Op::OpVariable &&
        inst.opcode != Op::OpLine && inst.opcode != Op::OpNoLine) {
      // The entry block's variables end here: the undefined values next.
      for (const std::vector<uint32_t> &u : rewrites[rewriting].undefs)
        out.insert(out.end(), u.begin(), u.end());
      inEntryVariables = false;
    }
    if (!removed[i]) {
      emit(inst);
    } else if (rewriting >= 0) {
      auto substitute = rewrites[rewriting].substitutes.find(i);
      if (substitute != rewrites[rewriting].substitutes.end())
        out.insert(out.end(), substitute->second.begin(),
                   substitute->second.end());
    }
    if (rewriting >= 0 && inst.opcode == Op::OpLabel) {
      for (const std::vector<uint32_t> &phi :
           rewrites[rewriting].phis[blockIndex])
        out.insert(out.end(), phi.begin(), phi.end());
      inEntryVariables = blockIndex == 0;
      ++blockIndex;
    }
  }
  return out;
}

} // namespace vkcl::spirv::detail
