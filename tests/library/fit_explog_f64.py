#!/usr/bin/env python3
"""Tables and series coefficients of src/compiler/library/double/explog.cl
and hyperbolic.cl (mpmath, 120 digits). No minimax fit is needed: the
tables bring every argument so near 0 (|r| < 2^-7) that truncated Taylor
series are below 2^-60 of the result, and their coefficients are exact
rationals rounded once.
  exp2   2^(j/64), j = 0..63, as hi + lo
  log    1/(1 + i/128) rounded to double (c_i), -log(c_i) as hi + lo,
         i = -32..64
  series tanh, asinh coefficients (the others are 1/n!, 1/n, 1/(2n+1)...)
Usage: fit_explog_f64.py table|series"""
import sys
import mpmath as mp

mp.mp.prec = 400


def hexd(v):
    """v rounded to double, as a C hex literal."""
    return float(v).hex()


def split(v):
    hi = mp.mpf(float(v))
    lo = mp.mpf(float(v - hi))
    return hi, lo


def main(what):
    if what == "table":
        his, los = [], []
        for j in range(64):
            hi, lo = split(mp.power(2, mp.mpf(j) / 64))
            his.append(hexd(hi))
            los.append(hexd(lo))
        print("exp2 hi:", ", ".join(his))
        print("exp2 lo:", ", ".join(los))
        cs, lhi, llo = [], [], []
        for i in range(-32, 65):
            c = mp.mpf(float(1 / (1 + mp.mpf(i) / 128)))
            hi, lo = split(-mp.log(c))
            cs.append(hexd(c))
            lhi.append(hexd(hi))
            llo.append(hexd(lo))
        print("log c:", ", ".join(cs))
        print("log hi:", ", ".join(lhi))
        print("log lo:", ", ".join(llo))
        for name, v in [("ln2", mp.log(2)), ("1/ln2", 1 / mp.log(2)),
                        ("log10(e)", 1 / mp.log(10)), ("ln10", mp.log(10)),
                        ("log10(2)", mp.log10(2))]:
            hi, lo = split(v)
            print(name, hexd(hi), hexd(lo))
        # Cody-Waite parts: a high part with few bits (k * hi exact)
        for name, v, bits in [("ln2/64", mp.log(2) / 64, 32),
                              ("log10(2)/64", mp.log10(2) / 64, 32),
                              ("ln2 (42 bits)", mp.log(2), 42),
                              ("log10(2) (42 bits)", mp.log10(2), 42)]:
            e = mp.floor(mp.log(v, 2))
            hi = mp.floor(v / 2 ** (e - bits + 1)) * 2 ** (e - bits + 1)
            mid, lo = split(v - hi)
            print(name, hexd(hi), hexd(mid), hexd(lo))
    else:
        n = 16
        tanh = mp.taylor(mp.tanh, 0, n)
        asinh = mp.taylor(mp.asinh, 0, n)
        print("tanh:", ", ".join(hexd(tanh[k]) for k in range(3, n, 2)))
        print("asinh:", ", ".join(hexd(asinh[k]) for k in range(3, n, 2)))


main(sys.argv[1] if len(sys.argv) > 1 else "table")
