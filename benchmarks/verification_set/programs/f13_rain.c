/* Water held by a row of columns, a counted list answering queries.  Input: n
   (1 <= n <= 2 * 10^5), then n heights h (0 <= h <= 10^9), then q (1 <= q <= 2 * 10^5) and q
   queries, each two positions l and r (1 <= l <= r <= n), all separated by blanks (spaces,
   tabs, carriage returns or newlines); every number as scanf's %lld reads it (an optional sign
   and digits).  After rain, the water above column i reaches the lower of the highest column
   at or left of i and the highest column at or right of i.  Output: a line "total W" with the
   water above all the columns; then per query one line: the water above columns l to r. */
#include <stdio.h>

#define MAXN 200000
#define MAXQ 200000

static long long h[MAXN + 2], right[MAXN + 2], water[MAXN + 1];

int main(void) {
    long long n;
    if (scanf("%lld", &n) != 1 || n < 1 || n > MAXN) return 1;
    for (long long i = 1; i <= n; i++)
        if (scanf("%lld", &h[i]) != 1 || h[i] < 0 || h[i] > 1000000000) return 1;
    right[n + 1] = 0;
    for (long long i = n; i >= 1; i--) right[i] = h[i] > right[i + 1] ? h[i] : right[i + 1];
    long long left = 0;
    for (long long i = 1; i <= n; i++) {
        if (h[i] > left) left = h[i];
        long long level = left < right[i] ? left : right[i];
        water[i] = water[i - 1] + (level - h[i]);
    }
    printf("total %lld\n", water[n]);
    long long q;
    if (scanf("%lld", &q) != 1 || q < 1 || q > MAXQ) return 1;
    while (q--) {
        long long l, r;
        if (scanf("%lld %lld", &l, &r) != 2 || l < 1 || r < l || r > n) return 1;
        printf("%lld\n", water[r] - water[l - 1]);
    }
    return 0;
}
