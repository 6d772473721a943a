#!/usr/bin/env python3
"""Polynomial coefficients of vkcl's double erf/erfc/tgamma/lgamma
(src/compiler/library/double/special.cl).

Each polynomial interpolates its target at the Chebyshev nodes of its
interval (near-minimax: within a small factor of the best error, and no
exchange iterations to go wrong), solved directly in the monomial basis of
the variable the library evaluates in Horner's form (intervals near 0 and
entire or mildly singular targets: the monomial coefficients stay of the
size of the values, so the conversion loses nothing). The coefficients are
then rounded to double and the relative error re-measured in exact
arithmetic on a dense grid; the degree is the smallest one reaching the
target error.

Usage: python3 tests/library/fit_special_f64.py [name...]
"""
import sys

import mpmath as mp

mp.mp.dps = 30


def c_literal(v):
    h = float.hex(float(v))
    if h in ("0x0.0p+0", "-0x0.0p+0"):
        return "0.0"
    mant, exp = h.split("p")
    mant = mant.rstrip("0").rstrip(".")
    return "%sp%s" % (mant, exp)


def fit(f, a, b, n, var=lambda x: x, rel=None):
    """Degree n - 1 polynomial in var(x) through f at n Chebyshev nodes of
    [a, b]; the error of the double coefficients relative to rel(x)."""
    a, b = mp.mpf(a), mp.mpf(b)
    xs = [(a + b) / 2 + (b - a) / 2 * mp.cos(mp.pi * (j + mp.mpf(1) / 2) / n)
          for j in range(n)]
    m = mp.matrix(n, n)
    rhs = mp.matrix(n, 1)
    for i, x in enumerate(xs):
        v = var(x)
        for k in range(n):
            m[i, k] = v ** k
        rhs[i] = f(x)
    c = mp.lu_solve(m, rhs)
    cd = [float(c[k]) for k in range(n)]
    err = 0
    for j in range(1201):
        x = a + (b - a) * j / 1200
        v = var(x)
        p = sum(mp.mpf(cd[k]) * v ** k for k in range(n))
        r = rel(x) if rel else f(x)
        err = max(err, abs((p - f(x)) / r))
    return cd, err


def best(name, f, a, b, target=mp.mpf(2) ** -54, start=8, **kw):
    """The lowest degree from start - 1 on whose error is below target."""
    for n in range(start, 40):
        cd, err = fit(f, a, b, n, **kw)
        if err < target:
            break
    print("%s on [%s, %s]: degree %d, error 2^%.1f" %
          (name, a, b, n - 1, float(mp.log(err, 2))))
    print("  " + ", ".join(c_literal(v) for v in reversed(cd)))


def erf_p(u):  # erf(x) = x + x P(x^2)
    if u == 0:
        return 2 / mp.sqrt(mp.pi) - 1
    x = mp.sqrt(u)
    return mp.erf(x) / x - 1


def erfcx(x):
    return mp.erfc(x) * mp.exp(x * x)


def lg1(t):  # lgamma(1 + t) / t
    return -mp.euler if t == 0 else mp.loggamma(1 + t) / t


def lg2(t):  # lgamma(2 + t) / t
    return 1 - mp.euler if t == 0 else mp.loggamma(2 + t) / t


ERFC_KNOTS = [0.5, 1.0, 1.5, 2.0, 2.75, 3.75, 5.0, 7.0, 10.0, 15.0, 27.5]

FITS = {
    "erf": lambda: best("erf", erf_p, 0, 1,
                        rel=lambda u: erf_p(u) + 1, start=12),
    "erfc": lambda: [best("erfcx%d" % i, erfcx, a, b, start=10,
                          target=mp.mpf(2) ** -52.5,
                          var=(lambda c: lambda x: x - c)((a + b) / 2))
                     for i, (a, b) in enumerate(zip(ERFC_KNOTS,
                                                    ERFC_KNOTS[1:]))],
    "rgamma": lambda: best("rgamma", lambda t: mp.rgamma(mp.mpf(1.5) + t),
                           -0.5, 0.5, start=14),
    "lgamma1": lambda: best("lgamma1", lg1, -0.3, 0.25),
    "lgamma15": lambda: best("lgamma15",
                             lambda s: mp.loggamma(mp.mpf(1.5) + s),
                             -0.25, 0.25),
    "lgamma2": lambda: best("lgamma2", lg2, -0.25, 0.5),
}

if __name__ == "__main__":
    for name in sys.argv[1:] or FITS:
        FITS[name]()
