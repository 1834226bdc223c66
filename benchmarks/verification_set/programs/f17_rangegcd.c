/* Greatest common divisors of ranges, a counted list answering queries.  Input: n
   (1 <= n <= 10^5), then n integers a1 .. an (|a| <= 10^18), then q (1 <= q <= 10^5) and q
   queries, each two integers l and r (1 <= l <= r <= n); every number as scanf's %lld reads it
   (an optional sign and digits), all separated by blanks.  Output per query, on a line: the
   greatest common divisor of |a_l| .. |a_r|, or 0 when they are all 0; then a last line
   "largest G ones K", G the largest of the answers and K the number of answers equal to 1. */
#include <stdio.h>

#define MAXN 100000
#define LEVELS 17  /* 2^16 <= MAXN < 2^17 */
#define LIMIT 1000000000000000000LL

static unsigned long long table[LEVELS][MAXN];  /* table[k][i]: the gcd of 2^k values from i */

static unsigned long long gcd(unsigned long long x, unsigned long long y) {
    while (y != 0) {
        unsigned long long rest = x % y;
        x = y;
        y = rest;
    }
    return x;
}

int main(void) {
    long long n, q;
    if (scanf("%lld", &n) != 1 || n < 1 || n > MAXN) return 1;
    for (long i = 0; i < n; i++) {
        long long v;
        if (scanf("%lld", &v) != 1 || v < -LIMIT || v > LIMIT) return 1;
        table[0][i] = (unsigned long long)(v < 0 ? -v : v);
    }
    for (int k = 1; k < LEVELS; k++)
        for (long i = 0; i + (1L << k) <= n; i++)
            table[k][i] = gcd(table[k - 1][i], table[k - 1][i + (1L << (k - 1))]);
    if (scanf("%lld", &q) != 1 || q < 1 || q > MAXN) return 1;
    unsigned long long largest = 0;
    long ones = 0;
    for (long j = 0; j < q; j++) {
        long long l, r;
        if (scanf("%lld %lld", &l, &r) != 2 || l < 1 || l > r || r > n) return 1;
        int k = 0;
        while ((2L << k) <= r - l + 1) k++;
        unsigned long long g = gcd(table[k][l - 1], table[k][r - (1L << k)]);
        printf("%llu\n", g);
        if (g > largest) largest = g;
        if (g == 1) ones++;
    }
    printf("largest %llu ones %ld\n", largest, ones);
    return 0;
}
