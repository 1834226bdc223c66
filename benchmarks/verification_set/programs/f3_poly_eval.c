/* Polynomial values.  Input: N (0 <= N <= 10^5), then the N + 1 coefficients c0, c1, ..., cN,
   then Q (1 <= Q <= 10^5) and Q points x, with (N + 1) * Q <= 10^7.  Coefficients and points
   are integers, -2^63 <= c, x <= 2^63 - 1, as scanf's %lld reads them (an optional sign, then
   digits).  Output, per point: c0 + c1 x + ... + cN x^N modulo 2^64, as an integer from 0 to
   2^64 - 1. */
#include <stdio.h>
#include <stdlib.h>

typedef unsigned long long u64;

int main(void) {
    int n, q;
    if (scanf("%d", &n) != 1 || n < 0 || n > 100000) return 1;
    u64 *c = malloc(sizeof *c * ((size_t)n + 1));
    if (!c) return 1;
    for (int i = 0; i <= n; i++) {
        long long v;
        if (scanf("%lld", &v) != 1) return 1;
        c[i] = (u64)v;
    }
    if (scanf("%d", &q) != 1 || q < 1 || q > 100000 || (long long)(n + 1) * q > 10000000) return 1;
    while (q-- > 0) {
        long long x;
        if (scanf("%lld", &x) != 1) return 1;
        u64 value = 0;  /* Horner's rule, wrapping modulo 2^64 */
        for (int i = n; i >= 0; i--) value = value * (u64)x + c[i];
        printf("%llu\n", value);
    }
    free(c);
    return 0;
}
