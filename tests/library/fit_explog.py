#!/usr/bin/env python3
"""Minimax coefficients of vkcl's float exp/log/pow/hyperbolic/special
library (src/compiler/library/float/{explog,pow,hyperbolic,special}.cl).

A plain Remez exchange in mpmath (no numpy): fit sum c_i * basis_i(x) to a
target g(x) on [a, b], minimising the weighted error w(x) * (p(x) - g(x)),
the weight chosen so that the error is the one of the *function* (e.g.
relative to exp(r) for exp's tail r^2 * P(r)). The coefficients are then
rounded to float and the error re-measured with the float coefficients (in
exact arithmetic: it is the approximation error the library starts from).

Usage: python3 tests/library/fit_explog.py [--plain] [name...]
(no name: all fits and pow's table). --plain rounds every coefficient to
float at once instead of one at a time with refits: the library's exp, log,
cbrt and powlog coefficients are those (fitted before the sequential
rounding existed; it gains under 0.1 bit there); the others are the default
output.
"""
import struct
import sys

import mpmath as mp

mp.mp.dps = 50
PLAIN = False


def f32(v):
    """Round to the nearest float (through double: fine for coefficients)."""
    return struct.unpack("f", struct.pack("f", float(v)))[0]


def c_literal(v):
    v = f32(v)
    if v == 0.0:
        return "0.0f"
    h = float.hex(v)  # like 0x1.5555560000000p-2
    mant, exp = h.split("p")
    mant = mant.rstrip("0").rstrip(".")
    return "%sp%sf" % (mant, exp)


def grid(a, b, n):
    # Chebyshev-distributed points plus the ends, denser at the edges.
    pts = [(a + b) / 2 + (b - a) / 2 * mp.cos(mp.pi * k / (n - 1))
           for k in range(n)]
    return sorted(pts)


def remez(g, w, basis, a, b, iters=40, npts=3000, quiet=True):
    n = len(basis)
    pts = grid(a, b, npts)
    gv = [g(x) for x in pts]
    wv = [w(x) for x in pts]
    bv = [[phi(x) for phi in basis] for x in pts]
    # initial reference: n + 1 Chebyshev points
    ref = [int(round((npts - 1) * (1 - mp.cos(mp.pi * k / n)) / 2))
           for k in range(n + 1)]
    best = None
    for it in range(iters):
        m = mp.matrix(n + 1, n + 1)
        rhs = mp.matrix(n + 1, 1)
        for j, i in enumerate(ref):
            for k in range(n):
                m[j, k] = bv[i][k]
            m[j, n] = (-1) ** j / wv[i] if wv[i] != 0 else 0
            rhs[j] = gv[i]
        sol = mp.lu_solve(m, rhs)
        c = [sol[k] for k in range(n)]
        err = [wv[i] * (sum(c[k] * bv[i][k] for k in range(n)) - gv[i])
               for i in range(npts)]
        emax = max(abs(e) for e in err)
        if best is None or emax < best[1]:
            best = (c, emax)
        # runs of one sign; the extreme of each
        runs = []
        for i, e in enumerate(err):
            s = 1 if e >= 0 else -1
            if runs and runs[-1][0] == s:
                if abs(e) > abs(err[runs[-1][1]]):
                    runs[-1][1] = i
            else:
                runs.append([s, i])
        while len(runs) > n + 1:
            if abs(err[runs[0][1]]) < abs(err[runs[-1][1]]):
                runs.pop(0)
            else:
                runs.pop()
        if len(runs) < n + 1:
            break
        new = [r[1] for r in runs]
        lev = abs(sol[n])
        if not quiet:
            print(it, mp.nstr(emax, 5), mp.nstr(lev, 5))
        if new == ref or (emax - lev) / emax < mp.mpf("1e-6"):
            break
        ref = new
    c = best[0]
    cf = [f32(v) for v in c]
    errf = max(abs(wv[i] * (sum(mp.mpf(cf[k]) * bv[i][k] for k in range(n))
                            - gv[i])) for i in range(npts))
    return c, cf, best[1], errf


def remez_rounded(g, w, basis, a, b, **kw):
    """Remez, then the coefficients rounded to float one at a time from the
    first (the leading ones matter most), the others refitted each time to
    absorb the rounding."""
    if PLAIN:
        return remez(g, w, basis, a, b, **kw)
    fixed = []
    for i in range(len(basis)):
        rest = basis[i:]
        gi = (lambda fx: (lambda x: g(x) - sum(
            mp.mpf(c) * phi(x) for c, phi in zip(fx, basis))))(list(fixed))
        c, cf, e, ef = remez(gi, w, rest, a, b, **kw)
        fixed.append(cf[0])
    npts = 3000
    pts = grid(a, b, npts)
    ef = max(abs(w(x) * (sum(mp.mpf(c) * phi(x) for c, phi in
                              zip(fixed, basis)) - g(x))) for x in pts)
    c0, cf0, e0, ef0 = remez(g, w, basis, a, b, **kw)
    if ef0 < ef:  # plain rounding was better (a leading 1/3, say)
        return c0, cf0, e0, ef0
    return c0, fixed, e0, ef


def mono(powers):
    return [(lambda p: (lambda x: x ** p))(p) for p in powers]


def show(name, cf, e, ef):
    print("%s: minimax %s (2^%.1f), float coefficients %s (2^%.1f)" %
          (name, mp.nstr(e, 4), float(mp.log(e, 2)), mp.nstr(ef, 4),
           float(mp.log(ef, 2))))
    for i, v in enumerate(cf):
        print("  c%d = %s" % (i, c_literal(v)))


def tiny(x):
    return x if x != 0 else mp.mpf("1e-30")


FITS = {}


def fit(name):
    def reg(fn):
        FITS[name] = fn
        return fn
    return reg


LN2_2 = mp.log(2) / 2


@fit("exp")
def fit_exp():
    # e^r = 1 + r + r^2 P(r), |r| <= ln2/2 (a little wider for the reduction's
    # rounding); error relative to e^r.
    a, b = -LN2_2 * 1.0005, LN2_2 * 1.0005
    g = lambda r: (mp.exp(tiny(r)) - 1 - tiny(r)) / tiny(r) ** 2
    w = lambda r: tiny(r) ** 2 / mp.exp(r)
    return remez_rounded(g, w, mono(range(5)), a, b)


@fit("log")
def fit_log():
    # log1p(f) = f + f^2 P(f), f in [sqrt(1/2) - 1, sqrt(2) - 1]; error
    # relative to log1p(f).
    a, b = mp.sqrt(0.5) - 1, mp.sqrt(2) - 1
    g = lambda f: (mp.log1p(tiny(f)) - tiny(f)) / tiny(f) ** 2
    w = lambda f: tiny(f) ** 2 / abs(mp.log1p(tiny(f)))
    return remez_rounded(g, w, mono(range(9)), a * 1.0001, b * 1.0001)


@fit("powlog")
def fit_powlog():
    # pow's log: ln(1 + r) = r - r^2/2 + r^3 Q(r), |r| <= 2^-6.9 (the
    # table's reduction); error relative to ln(1 + r) (the target is 2^-40).
    a, b = -mp.mpf(2) ** -6.9, mp.mpf(2) ** -6.9
    g = lambda r: (mp.log1p(tiny(r)) - tiny(r) + tiny(r) ** 2 / 2) / \
        tiny(r) ** 3
    w = lambda r: abs(tiny(r)) ** 3 / abs(mp.log1p(tiny(r)))
    return remez_rounded(g, w, mono(range(4)), a, b)


@fit("powlog2_fused")
def fit_powlog2_fused():
    # pow's fused log2: log2(1 + r) = r/ln2 + r^2 P(r), |r| within the
    # fused table's bound (pow_table_fused); error relative to log2(1 + r)
    # (the target is 2^-33).
    rmax = pow_table_fused()[1] * mp.mpf(1.001)
    l2 = lambda r: mp.log1p(tiny(r)) / mp.log(2)
    g = lambda r: (l2(r) - tiny(r) / mp.log(2)) / tiny(r) ** 2
    w = lambda r: tiny(r) ** 2 / abs(l2(r))
    return remez_rounded(g, w, mono(range(3)), -rmax, rmax)


@fit("cbrt")
def fit_cbrt():
    # a first cbrt(m) for m in [1, 2), relative error (two Newton steps
    # follow)
    g = lambda m: mp.cbrt(m)
    w = lambda m: 1 / mp.cbrt(m)
    return remez_rounded(g, w, mono(range(4)), mp.mpf(1), mp.mpf(2))


@fit("sinh")
def fit_sinh():
    # sinh(x) = x + x^3 P(x^2), |x| <= 1
    g = lambda x: (mp.sinh(tiny(x)) - tiny(x)) / tiny(x) ** 3
    w = lambda x: tiny(x) ** 3 / mp.sinh(tiny(x))
    b = mp.mpf(1)
    return remez_rounded(lambda t: g(mp.sqrt(t)), lambda t: w(mp.sqrt(t)),
                 mono(range(4)), mp.mpf("1e-8"), b)


@fit("cosh")
def fit_cosh():
    # cosh(x) = 1 + x^2 P(x^2), |x| <= 1
    g = lambda t: (mp.cosh(mp.sqrt(tiny(t))) - 1) / tiny(t)
    w = lambda t: tiny(t) / mp.cosh(mp.sqrt(t))
    return remez_rounded(g, w, mono(range(4)), mp.mpf("1e-8"), mp.mpf(1))


@fit("tanh")
def fit_tanh():
    # tanh(x) = x + x^3 P(x^2), |x| <= 0.55
    g = lambda t: (mp.tanh(mp.sqrt(tiny(t))) - mp.sqrt(tiny(t))) / \
        mp.sqrt(tiny(t)) ** 3
    w = lambda t: mp.sqrt(tiny(t)) ** 3 / mp.tanh(mp.sqrt(tiny(t)))
    return remez_rounded(g, w, mono(range(5)), mp.mpf("1e-8"),
                 mp.mpf(0.55) ** 2)


@fit("erf")
def fit_erf():
    # erf(x) = x + x P(x^2), |x| <= 1; error relative to erf(x)
    g = lambda t: mp.erf(mp.sqrt(tiny(t))) / mp.sqrt(tiny(t)) - 1
    w = lambda t: 1 / (1 + g(t))
    return remez_rounded(g, w, mono(range(7)), mp.mpf(0), mp.mpf(1))


@fit("erf_mid")
def fit_erf_mid():
    # erf(x) on [1, 3.92] as a polynomial in u = x - 2.3125 (near the
    # middle, so that its Horner sum stays near 1: no cancellation; u exact
    # in float); absolute error, erf being in [0.84, 1] there. Rounded
    # plainly: the one-at-a-time refits cannot undo the constant's rounding
    # (at u = 0 no other term helps); of the centres k/64 in [2.2, 2.75]
    # this one loses least to the rounding (2^-28.1).
    g = lambda u: mp.erf(u + mp.mpf("2.3125"))
    w = lambda u: 1
    return remez(g, w, mono(range(16)), mp.mpf(1) - mp.mpf("2.3125"),
                 mp.mpf("3.92") - mp.mpf("2.3125"))


@fit("erfc")
def fit_erfc():
    # erfc(x) = t exp(-x^2 + P(t)), t = 2 / (2 + x), x in [0.5, 10.1]: the
    # absolute error of P is the relative error of erfc
    g = lambda t: mp.log(mp.erfc(2 / t - 2) / t) + (2 / t - 2) ** 2
    w = lambda t: 1
    return remez_rounded(g, w, mono(range(11)), 2 / (2 + mp.mpf(10.1)),
                 2 / (2 + mp.mpf(0.5)))


@fit("sinpi")
def fit_sinpi():
    # sin(pi r) = r P(r^2), |r| <= 1/4 (gamma's reflection)
    g = lambda t: mp.sinpi(mp.sqrt(tiny(t))) / mp.sqrt(tiny(t))
    w = lambda t: 1 / g(t)
    return remez_rounded(g, w, mono(range(4)), mp.mpf(0), mp.mpf(1) / 16)


@fit("cospi")
def fit_cospi():
    # cos(pi r) = P(r^2), |r| <= 1/4
    g = lambda t: mp.cospi(mp.sqrt(t))
    w = lambda t: 1 / g(t)
    return remez_rounded(g, w, mono(range(5)), mp.mpf(0), mp.mpf(1) / 16)




@fit("gamma")
def fit_gamma():
    # Gamma(1 + t), t in [0, 1], relative
    g = lambda t: mp.gamma(1 + t)
    w = lambda t: 1 / mp.gamma(1 + t)
    return remez_rounded(g, w, mono(range(11)), mp.mpf(0), mp.mpf(1))


@fit("lgamma1")
def fit_lgamma1():
    # lgamma(1 + t) = t P(t), t in [-0.3, 0.4] (x in [0.7, 1.4]), relative
    g = lambda t: mp.loggamma(1 + tiny(t)) / tiny(t)
    w = lambda t: 1 / abs(g(t))
    return remez_rounded(g, w, mono(range(12)), mp.mpf(-0.3), mp.mpf(0.4))


@fit("lgamma2")
def fit_lgamma2():
    # lgamma(2 + t) = t P(t), t in [-0.6, 1] (x in [1.4, 3]), relative
    g = lambda t: mp.loggamma(2 + tiny(t)) / tiny(t)
    w = lambda t: 1 / abs(g(t))
    return remez_rounded(g, w, mono(range(12)), mp.mpf(-0.6), mp.mpf(1))


def pow_table():
    """pow's log2 table: for the 64 intervals of m in [sqrt(1/2), sqrt(2))
    (consecutive 2^17 float bit patterns from sqrt(1/2)'s), c ~ 1/m with 12
    bits and -log2(c) as two floats; c = 1 for the interval holding 1."""
    base = 0x3f3504f3
    def bits_to_f(b):
        return mp.mpf(struct.unpack("f", struct.pack("I", b))[0])
    rows, rmax = [], 0
    for j in range(64):
        lo, hi = bits_to_f(base + (j << 17)), bits_to_f(base + ((j + 1) << 17))
        if lo <= 1 < hi:
            c = mp.mpf(1)
        else:
            c = 2 / (lo + hi)
            e = mp.floor(mp.log(c, 2))
            c = mp.nint(c * 2 ** (11 - e)) / 2 ** (11 - e)
        t = -mp.log(c, 2)
        th = mp.mpf(f32(t))
        tl = mp.mpf(f32(t - th))
        rmax = max(rmax, abs(lo * c - 1), abs(hi * c - 1))
        rows.append((c, th, tl))
    return rows, rmax


def pow_table_fused():
    """pow's fused log2 table: for the 128 intervals of m in
    [0x1.6bp-1, 0x1.6bp0) (consecutive 2^16 float bit patterns from
    0x3f358000, near sqrt(1/2)'s, chosen so that 1 lies mid-interval: its
    neighbours then start 2^-9 and 2^-8 away, where th and r/ln2 cancel
    by a factor 2 at most), the c ~ 1/m minimising |m c - 1| among those
    for which m c - 1 is exact in one fma (it spans at most 24 bits from
    m's last place times c's), and -log2(c) as th on the grid of 2^-16
    (e + th exact) plus tl; c = 1 for the interval holding 1."""
    base = 0x3f358000
    def bits_to_f(b):
        return mp.mpf(struct.unpack("f", struct.pack("I", b))[0])
    rows, rmax = [], 0
    for j in range(128):
        lo = bits_to_f(base + (j << 16))
        hi = bits_to_f(base + ((j + 1) << 16) - 1)  # the last m inside
        if lo <= 1 <= hi:
            best = (max(abs(lo - 1), abs(hi - 1)), mp.mpf(1))
        else:
            best = None
            ulpm = mp.mpf(2) ** (-23 if lo >= 1 else -24)
            c0 = 2 / (lo + hi)
            e = mp.floor(mp.log(c0, 2))
            for p in range(6, 13):
                for dc in (-1, 0, 1):
                    c = (mp.nint(c0 * 2 ** (p - 1 - e)) + dc) / 2 ** (p - 1 - e)
                    ulpc = mp.mpf(2) ** (mp.floor(mp.log(c, 2)) - (p - 1))
                    rm = max(abs(lo * c - 1), abs(hi * c - 1))
                    if rm < 2 ** 24 * ulpm * ulpc and (best is None or
                                                       rm < best[0]):
                        best = (rm, c)
        rm, c = best
        rmax = max(rmax, rm)
        t = -mp.log(c, 2)
        th = mp.nint(t * 2 ** 16) / 2 ** 16
        tl = mp.mpf(f32(t - th))
        rows.append((c, th, tl))
    return rows, rmax


# name: (what, table function, declaration, row format)
POW_TABLES = {
    "powtable": ("pow table", pow_table,
                 "__constant float __vkcl_xl_pow_tab[192] = {",
                 "    %s, %s, %s,"),
    "powtable_fused": ("fused pow table", pow_table_fused,
                       "__constant float4 __vkcl_xl_pow_ftab[128] = {",
                       "    {%s, %s, %s, 0.0f},"),
}


def show_pow_table(name):
    what, table, declaration, row = POW_TABLES[name]
    rows, rmax = table()
    print("%s: |r| <= %s (2^%.2f)" % (what, mp.nstr(rmax, 5),
                                     float(mp.log(rmax, 2))))
    print(declaration)
    for c, th, tl in rows:
        print(row % (c_literal(c), c_literal(th), c_literal(tl)))
    print("};")


if __name__ == "__main__":
    args = sys.argv[1:]
    if args[:1] == ["--plain"]:
        PLAIN = True
        args = args[1:]
    names = args or list(FITS) + list(POW_TABLES)
    for name in names:
        if name in POW_TABLES:
            show_pow_table(name)
            continue
        c, cf, e, ef = FITS[name]()
        show(name, cf, e, ef)
