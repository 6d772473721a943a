#!/usr/bin/env python3
"""Coefficients and constants for vkcl's double inverse trigonometric
functions (src/compiler/library/double/trig_inverse.cl).

atan(q) = q + q^3 P(q^2) for |q| <= 1/16 (the reduced argument): P is
fitted by the Remez exchange algorithm to minimise P's own *relative*
error on s = q^2 in [0, S] (a little beyond 2^-8), then rounded to double
(the tail q^3 P is at most 2^-8 / 3 of atan(q), so the roundings of the
coefficients are far below the result's last place). Also prints the
double-double constants: atan(k/8) for k = 1..8, pi/2, pi and 1/pi.

  python3 tests/library/fit_trig_inverse_f64.py [degree]
"""
import sys

import mpmath as mp

mp.mp.dps = 60
S = mp.mpf(2)**-8 * mp.mpf('1.01')


def g(s):
    if s == 0:
        return mp.mpf(-1) / 3
    q = mp.sqrt(s)
    return (mp.atan(q) - q) / (q * s)


def solve(ref, deg):
    n = deg + 2
    A = mp.matrix(n, n)
    b = mp.matrix(n, 1)
    for i, s in enumerate(ref):
        for j in range(deg + 1):
            A[i, j] = s**j
        A[i, n - 1] = (-1)**i * abs(g(s))  # relative error E
        b[i] = g(s)
    x = mp.lu_solve(A, b)
    return [x[j] for j in range(deg + 1)], x[n - 1]


def rel_err(c, s):
    return (mp.polyval(c[::-1], s) - g(s)) / abs(g(s))


def remez(deg, iters=10, grid=2000):
    n = deg + 2
    ref = [S * (1 - mp.cos(mp.pi * i / (n - 1))) / 2 for i in range(n)]
    pts = [S * (1 - mp.cos(mp.pi * i / grid)) / 2 for i in range(grid + 1)]
    for _ in range(iters):
        c, _e = solve(ref, deg)
        errs = [rel_err(c, s) for s in pts]
        # one extremum per run of equal sign
        new, best = [], None
        for s, e in zip(pts, errs):
            if best is not None and mp.sign(e) != mp.sign(best[1]):
                new.append(best)
                best = None
            if best is None or abs(e) > abs(best[1]):
                best = (s, e)
        new.append(best)
        while len(new) > n:  # drop the smallest end
            new.pop(0 if abs(new[0][1]) < abs(new[-1][1]) else -1)
        if len(new) < n:
            break
        ref = [s for s, _ in new]
    return c, max(abs(e) for e in errs)


def dd(v):
    hi = float(v)
    return hi, float(v - mp.mpf(hi))


def main():
    deg = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    c, e = remez(deg)
    cd = [float(x) for x in c]
    worst = max(abs(rel_err([mp.mpf(x) for x in cd], S * i / 1000))
                for i in range(1001))
    print('// P, degree %d: relative error %.3g (2^%.1f), as doubles 2^%.1f'
          % (deg, float(e), float(mp.log(e, 2)), float(mp.log(worst, 2))))
    for x in cd:
        print('  %s' % x.hex())
    for k in range(1, 9):
        print('atan(%d/8): %s, %s' % ((k,) + tuple(x.hex() for x in
                                                  dd(mp.atan(mp.mpf(k) / 8)))))
    for name, v in (('pi/2', mp.pi / 2), ('pi', mp.pi), ('1/pi', 1 / mp.pi)):
        print('%s: %s, %s' % ((name,) + tuple(x.hex() for x in dd(v))))


if __name__ == '__main__':
    main()
