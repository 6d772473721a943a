#!/usr/bin/env python3
"""Constants of vkcl's double sin/cos/tan/sinpi/cospi/tanpi
(src/compiler/library/double/trig.cl).

- Minimax polynomials (a plain Remez exchange in mpmath, no numpy) in
  s = r^2 on [0, (pi/4)^2]:
    sin(r) = r + r^3 P(s),   P ~ (sin(r) - r) / r^3,
    cos(r) = 1 - s/2 + s^2 Q(s),   Q ~ (cos(r) - 1 + s/2) / s^2,
  fitted for the absolute error of P and Q (the function's relative error
  is then at most (pi/4)^2 times theirs), the coefficients rounded to
  double and the error re-measured with the rounded ones.
- pi/2 in three 33-bit pieces and a double rest (Cody-Waite: k < 2^20
  times a piece is exact), pi/2 and pi as double-doubles.
- The bits of 2/pi for the Payne-Hanek reduction, as 64-bit words after
  one zero word.

Usage: python3 tests/library/fit_trig_f64.py
"""
import mpmath as mp

mp.mp.dps = 80
SMAX = (mp.pi / 4) ** 2 * (1 + mp.mpf(2) ** -20)


def sin_tail(s):
    # (sin(r) - r) / r^3 = sum_{k>=1} (-1)^k s^(k-1) / (2k+1)!
    return mp.fsum((-1) ** k * s ** (k - 1) / mp.factorial(2 * k + 1)
                   for k in range(1, 40))


def cos_tail(s):
    # (cos(r) - 1 + s/2) / s^2 = sum_{k>=2} (-1)^k s^(k-2) / (2k)!
    return mp.fsum((-1) ** k * s ** (k - 2) / mp.factorial(2 * k)
                   for k in range(2, 40))


def poly(c, s):
    acc = mp.mpf(0)
    for v in reversed(c):
        acc = acc * s + v
    return acc


def remez(g, deg, a, b, npts=2000, iters=30):
    n = deg + 1
    pts = [(a + b) / 2 - (b - a) / 2 * mp.cos(mp.pi * i / (npts - 1))
           for i in range(npts)]
    gv = [g(x) for x in pts]
    ref = [int(round((npts - 1) * (1 - mp.cos(mp.pi * k / n)) / 2))
           for k in range(n + 1)]
    c = None
    for _ in range(iters):
        m = mp.matrix(n + 1, n + 1)
        rhs = mp.matrix(n + 1, 1)
        for j, i in enumerate(ref):
            for k in range(n):
                m[j, k] = pts[i] ** k
            m[j, n] = (-1) ** j
            rhs[j] = gv[i]
        sol = mp.lu_solve(m, rhs)
        c = [sol[k] for k in range(n)]
        err = [poly(c, pts[i]) - gv[i] for i in range(npts)]
        runs = []
        for i, e in enumerate(err):
            sg = 1 if e >= 0 else -1
            if runs and runs[-1][0] == sg:
                if abs(e) > abs(err[runs[-1][1]]):
                    runs[-1][1] = i
            else:
                runs.append([sg, i])
        while len(runs) > n + 1:
            if abs(err[runs[0][1]]) < abs(err[runs[-1][1]]):
                runs.pop(0)
            else:
                runs.pop()
        new = [r[1] for r in runs]
        if len(new) < n + 1 or new == ref:
            break
        ref = new
    cd = [float(v) for v in c]
    errd = max(abs(poly([mp.mpf(v) for v in cd], x) - gx)
               for x, gx in zip(pts, gv))
    return cd, errd


def lit(v):
    h = float.hex(v)
    mant, exp = h.split("p")
    mant = mant.rstrip("0").rstrip(".")
    return "%sp%s" % (mant, exp)


def pieces(v, bits, count):
    out = []
    for _ in range(count):
        e = int(mp.floor(mp.log(abs(v), 2)))
        p = mp.floor(v * mp.mpf(2) ** (bits - 1 - e)) / mp.mpf(2) ** (bits - 1 - e)
        out.append(p)
        v -= p
    out.append(mp.mpf(float(v)))
    return out


def main():
    for name, g in (("sin P", sin_tail), ("cos Q", cos_tail)):
        cd, e = remez(g, 6, mp.mpf(0), SMAX)
        print("%s: error 2^%.1f" % (name, float(mp.log(e, 2))))
        for i, v in enumerate(cd):
            print("  c%d = %s" % (i, lit(v)))
    half_pi = mp.pi / 2
    print("pi/2 pieces:", ", ".join(lit(float(p))
                                    for p in pieces(half_pi, 33, 3)))
    for name, v in (("pi/2", half_pi), ("pi", mp.pi)):
        hi = float(v)
        print("%s = %s + %s" % (name, lit(hi), lit(float(v - hi))))
    print("2/pi:", lit(float(2 / mp.pi)))
    words = [0]
    frac = 2 / mp.pi
    for _ in range(20):
        frac *= mp.mpf(2) ** 64
        w = int(mp.floor(frac))
        frac -= w
        words.append(w)
    for i in range(0, len(words), 3):
        print("    " + " ".join("0x%016xul," % w for w in words[i:i + 3]))


mp.mp.dps = 400  # the 2/pi words need some 1300 bits
main()
