// __has_builtin answers true for exactly the clang builtins vkcl lowers or
// folds, so that a kernel's fallback path is taken where vkcl would refuse
// the builtin (clang's own answer is true for all of them).
#if !__has_builtin(__builtin_expect) || !__has_builtin(__builtin_assume) ||   \
    !__has_builtin(__builtin_expect_with_probability) ||                       \
    !__has_builtin(__builtin_unreachable) || !__has_builtin(__builtin_inff) || \
    !__has_builtin(__builtin_nanf) || !__has_builtin(__builtin_huge_valf) || \
    !__has_builtin(__builtin_popcount) || !__has_builtin(__builtin_clz) ||     \
    !__has_builtin(__builtin_ctzl) || !__has_builtin(__builtin_bswap32)
#error "a builtin vkcl lowers is not announced"
#endif
#if __has_builtin(__builtin_parity) || __has_builtin(__builtin_clzll) ||         \
    __has_builtin(__builtin_memcpy) || __has_builtin(__builtin_trap) ||        \
    __has_builtin(get_global_id)
#error "a builtin vkcl refuses is announced"
#endif
#ifndef __has_builtin
#error "__has_builtin is gone"
#endif
// CHECK: OpEntryPoint GLCompute {{%\w+}} "has_builtin"
kernel void has_builtin(global float *out) { out[0] = INFINITY; }
