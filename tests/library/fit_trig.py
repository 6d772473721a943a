#!/usr/bin/env python3
"""Minimax coefficients for vkcl's float trigonometric library
(src/compiler/library/float/trig.cl and trig_inverse.cl).

Each approximation is f(x) ~ lead(x) + x^k * P(s), s = x^2, with P a
polynomial in s fitted by the Remez exchange algorithm to minimise the
*relative* error of f (weight w(s) = x^k / f(x)). Coefficients are then
rounded to float one at a time, highest degree first, refitting the lower
ones after each rounding so that they absorb the rounding. Printed as C
float literals (%a) together with the resulting relative error.

  python3 tests/library/fit_trig.py          # all fits
  python3 tests/library/fit_trig.py sin 5    # one fit, degree 5 in s
  python3 tests/library/fit_trig.py constants  # only the constants
"""
import struct
import sys

import mpmath as mp

mp.mp.dps = 50


def to_float(v):
    return struct.unpack('<f', struct.pack('<f', float(v)))[0]


def solve_ref(g, w, ref, deg, fixed):
    """Coefficients c[0..deg] (those in `fixed` given) and the levelled
    error E with w(s_i) * (P(s_i) - g(s_i)) = (-1)^i E on the reference."""
    free = [j for j in range(deg + 1) if j not in fixed]
    n = len(free) + 1
    A = mp.matrix(n, n)
    b = mp.matrix(n, 1)
    for i, s in enumerate(ref):
        for col, j in enumerate(free):
            A[i, col] = s**j
        A[i, n - 1] = (-1)**i / w(s)
        b[i] = g(s) - sum(fixed[j] * s**j for j in fixed)
    x = mp.lu_solve(A, b)
    c = dict(fixed)
    for col, j in enumerate(free):
        c[j] = x[col]
    return [c[j] for j in range(deg + 1)], x[n - 1]


def err_fn(g, w, c):
    return lambda s: w(s) * (mp.polyval(c[::-1], s) - g(s))


def remez(g, w, a, b, deg, fixed=None, iters=12, grid=3000):
    fixed = fixed or {}
    n = deg + 2 - len(fixed)
    ref = [a + (b - a) * (1 - mp.cos(mp.pi * i / (n - 1))) / 2
           for i in range(n)]
    pts = [a + (b - a) * (1 - mp.cos(mp.pi * i / grid)) / 2
           for i in range(grid + 1)]
    for _ in range(iters):
        c, _e = solve_ref(g, w, ref, deg, fixed)
        e = err_fn(g, w, c)
        vals = [e(s) for s in pts]
        # one extremum per run of equal sign
        ext = []
        start = 0
        for i in range(1, len(pts) + 1):
            if i == len(pts) or mp.sign(vals[i]) != mp.sign(vals[start]):
                k = max(range(start, i), key=lambda j: abs(vals[j]))
                ext.append(k)
                start = i
        while len(ext) > n:  # drop the smaller end
            if abs(vals[ext[0]]) < abs(vals[ext[-1]]):
                ext.pop(0)
            else:
                ext.pop()
        if len(ext) < n:
            break
        ref = [pts[k] for k in ext]
    return c, max(abs(v) for v in vals)


def fit(g, w, a, b, deg):
    fixed = {}
    for j in range(deg, -1, -1):
        c, _ = remez(g, w, a, b, deg, fixed)
        fixed[j] = mp.mpf(to_float(c[j]))
    c = [fixed[j] for j in range(deg + 1)]
    pts = [a + (b - a) * i / 20000 for i in range(20001)]
    e = err_fn(g, w, c)
    return c, max(abs(e(s)) for s in pts)


def r_of(s):
    return mp.sqrt(s)


PI = mp.pi
FITS = {
    # sin r = r + r^3 P(s), |r| <= pi/4
    'sin': (lambda s: (mp.sin(r_of(s)) - r_of(s)) / r_of(s)**3,
            lambda s: r_of(s)**3 / mp.sin(r_of(s)), (PI / 4)**2, 3),
    # cos r = 1 - s/2 + s^2 Q(s)
    'cos': (lambda s: (mp.cos(r_of(s)) - 1 + s / 2) / s**2,
            lambda s: s**2 / mp.cos(r_of(s)), (PI / 4)**2, 3),
    # tan r = r + r^3 P(s)
    'tan': (lambda s: (mp.tan(r_of(s)) - r_of(s)) / r_of(s)**3,
            lambda s: r_of(s)**3 / mp.tan(r_of(s)), (PI / 4)**2, 6),
    # sin(pi r) = pi r + r^3 P(s), |r| <= 1/4
    'sinpi': (lambda s: (mp.sin(PI * r_of(s)) - PI * r_of(s)) / r_of(s)**3,
              lambda s: r_of(s)**3 / mp.sin(PI * r_of(s)), mp.mpf(1) / 16,
              3),
    # cos(pi r) = 1 - s Q(s)
    'cospi': (lambda s: (1 - mp.cos(PI * r_of(s))) / s,
              lambda s: s / mp.cos(PI * r_of(s)), mp.mpf(1) / 16, 4),
    # tan(pi r) = pi r + r^3 P(s)
    'tanpi': (lambda s: (mp.tan(PI * r_of(s)) - PI * r_of(s)) / r_of(s)**3,
              lambda s: r_of(s)**3 / mp.tan(PI * r_of(s)), mp.mpf(1) / 16,
              6),
    # asin x = x + x^3 P(s), |x| <= 1/2
    'asin': (lambda s: (mp.asin(r_of(s)) - r_of(s)) / r_of(s)**3,
             lambda s: r_of(s)**3 / mp.asin(r_of(s)), mp.mpf(1) / 4, 4),
    # atan t = t + t^3 P(s), |t| <= 1
    'atan': (lambda s: (mp.atan(r_of(s)) - r_of(s)) / r_of(s)**3,
             lambda s: r_of(s)**3 / mp.atan(r_of(s)), mp.mpf(1), 8),
}


def main():
    names = [sys.argv[1]] if len(sys.argv) > 1 else list(FITS)
    if names == ['constants']:
        names = []
    for name in names:
        g, w, b, deg = FITS[name]
        if len(sys.argv) > 2:
            deg = int(sys.argv[2])
        c, err = fit(g, w, b * mp.mpf(10)**-8, b, deg)
        print('%s (degree %d in s): max relative error %.3g (2^%.2f)' %
              (name, deg, float(err), float(mp.log(err, 2))))
        for j, v in enumerate(c):
            print('  c%d = %sf' % (j, float(v).hex()))
    # constants: pi/2 in 12-bit pieces and a rest, 1/pi and pi as hi + lo,
    # and the bits of 2/pi for the Payne-Hanek reduction
    # Cody-Waite: pieces on the grids 2^-11, 2^-23, 2^-35, 2^-50 (at most
    # 12 bits each, so that k < 2^12 times each is exact) and a float rest
    print('pi/2 pieces:')
    rest = PI / 2
    for grid in (11, 23, 35, 50):
        piece = mp.floor(rest * 2**grid) / 2**grid
        print('  %sf' % float(piece).hex())
        rest -= piece
    print('  %sf' % to_float(rest).hex())
    print('pi/2 = 0x1.92p0 + %sf (Payne-Hanek)' %
          to_float(PI / 2 - mp.mpf(0x192) / 256).hex())
    head = mp.floor(1 / PI * 2**13) / 2**13
    print('1/pi = %sf (12 bits) + %sf' % (float(head).hex(),
                                          to_float(1 / PI - head).hex()))
    for name, v in (('pi', PI), ('pi/2', PI / 2), ('1/pi', 1 / PI)):
        hi = to_float(v)
        print('%s = %sf + %sf' % (name, hi.hex(), to_float(v - hi).hex()))
    with mp.workdps(120):
        bits = int(mp.floor(2 / mp.pi * mp.mpf(2)**(32 * 8)))
    print('2/pi words:', ', '.join('0x%08xu' % ((bits >> (32 * (7 - i))) &
                                               0xffffffff)
                                   for i in range(8)))


if __name__ == '__main__':
    main()
