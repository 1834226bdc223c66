/* Amounts of ranges of an order, a counted list answering queries.  Input: n
   (1 <= n <= 2 * 10^5), then n lines of the order, each a price p (|p| <= 10^9; a refund has a
   negative price) and a count c (0 <= c <= 10^4), then q (1 <= q <= 2 * 10^5) and q queries,
   each two integers l and r (1 <= l <= r <= n); every number as scanf's %lld reads it (an
   optional sign and digits), all separated by blanks.  Output per query, on a line: the sum of
   p * c over the lines l .. r; then a last line "total S", S that sum over all n lines. */
#include <stdio.h>
#include <stdlib.h>

#define MAXN 200000

static long long prefix[MAXN + 1];

int main(void) {
    long long n;
    if (scanf("%lld", &n) != 1 || n < 1 || n > MAXN) return 1;
    for (long long i = 1; i <= n; i++) {
        long long p, c;
        if (scanf("%lld %lld", &p, &c) != 2 || p < -1000000000 || p > 1000000000 || c < 0
            || c > 10000) return 1;
        prefix[i] = prefix[i - 1] + p * c;
    }
    long long q;
    if (scanf("%lld", &q) != 1 || q < 1 || q > 200000) return 1;
    while (q--) {
        long long l, r;
        if (scanf("%lld %lld", &l, &r) != 2 || l < 1 || l > r || r > n) return 1;
        printf("%lld\n", prefix[r] - prefix[l - 1]);
    }
    printf("total %lld\n", prefix[n]);
    return 0;
}
