#!/usr/bin/env python3
"""Tables of double/pow.cl (the double pow family), printed as OpenCL C.

The pow family needs no fitted polynomial: its log and exp cores work on
arguments below 2^-8 in magnitude, where the Taylor series' coefficients
(rounded to double) are already far more accurate than the 2^-68 the
cores need. What it needs are two tables, computed here with mpmath at
200 bits and rounded to nearest:
  - log: for j = 0..128, c = 1 / (1 + j/128) rounded to double, and
    -log2(c) (of that rounded c, exactly) as a double-double hi + lo;
  - exp: for j = 0..127, 2^(j/128) as a double-double hi + lo;
and the double-doubles of 1/ln2 and ln2 and the Taylor coefficients.
Usage: python3 tests/library/fit_pow_f64.py
"""
import mpmath

mpmath.mp.prec = 200


def dd(v):
    """v as a double-double (hi, lo), each rounded to nearest."""
    hi = float(v)
    lo = float(v - mpmath.mpf(hi))
    return hi, lo


def fmt(v):
    """v as a C hexadecimal literal, trailing zeros dropped."""
    if v == 0.0:
        return "0.0"
    h = v.hex()
    m, e = h.split("p")
    m = m.rstrip("0").rstrip(".")
    return m + "p" + e


def main():
    print("// log: {c, -log2(c) hi, lo}, c = 1 / (1 + j/128), j = 0..128")
    for j in range(129):
        c = float(1 / (1 + mpmath.mpf(j) / 128))
        hi, lo = dd(-mpmath.log(mpmath.mpf(c), 2))
        print("    %s, %s, %s," % (fmt(c), fmt(hi), fmt(lo)))
    print("// exp: {2^(j/128) hi, lo}, j = 0..127")
    for j in range(128):
        hi, lo = dd(mpmath.power(2, mpmath.mpf(j) / 128))
        print("    %s, %s," % (fmt(hi), fmt(lo)))
    print("// 1/ln2: %s + %s" % tuple(map(fmt, dd(1 / mpmath.log(2)))))
    print("// ln2: %s + %s" % tuple(map(fmt, dd(mpmath.log(2)))))
    print("// 1/k, k = 3..9: " +
          ", ".join(fmt(float(mpmath.mpf(1) / k)) for k in range(3, 10)))
    print("// 1/k!, k = 3..6: " + ", ".join(
        fmt(float(1 / mpmath.factorial(k))) for k in range(3, 7)))


if __name__ == "__main__":
    main()
