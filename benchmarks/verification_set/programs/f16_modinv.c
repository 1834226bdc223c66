/* Modular inverses, over several test cases.  Input: T (1 <= T <= 10^5), then T cases, each two
   integers a and m (0 <= a <= 10^18, 1 <= m <= 10^18), every number as scanf's %lld reads it
   (an optional sign and digits), all separated by blanks.  Output per case, on a line: the
   inverse x of a modulo m, the one integer 0 <= x < m for which a * x - 1 is a multiple of m,
   or "none" when there is no such x (when a and m have a common divisor greater than 1); then a
   last line "inverses K of T", K the cases that have an inverse. */
#include <stdio.h>

/* the inverse of a modulo m, or -1 when there is none (extended Euclid on m and a mod m; the
   coefficients stay within -m .. m) */
static long long inverse(long long a, long long m) {
    long long r0 = m, r1 = a % m, t0 = 0, t1 = 1;
    while (r1 != 0) {
        long long q = r0 / r1;
        long long r2 = r0 - q * r1, t2 = t0 - q * t1;
        r0 = r1;
        r1 = r2;
        t0 = t1;
        t1 = t2;
    }
    if (r0 != 1) return -1;
    if (t0 < 0) t0 += m;
    return t0;
}

int main(void) {
    long long t, found = 0;
    if (scanf("%lld", &t) != 1 || t < 1 || t > 100000) return 1;
    for (long long i = 0; i < t; i++) {
        long long a, m;
        if (scanf("%lld %lld", &a, &m) != 2 || a < 0 || a > 1000000000000000000LL || m < 1
            || m > 1000000000000000000LL) return 1;
        long long x = inverse(a, m);
        if (x < 0) {
            puts("none");
        } else {
            printf("%lld\n", x);
            found++;
        }
    }
    printf("inverses %lld of %lld\n", found, t);
    return 0;
}
