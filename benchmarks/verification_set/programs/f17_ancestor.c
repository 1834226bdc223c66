/* Ancestors in a forest, a counted list answering queries.  Input: n (1 <= n <= 2 * 10^5),
   then n integers p1 .. pn, pi the parent of the node i (0 <= pi < i; 0 when i is a root),
   then q (1 <= q <= 2 * 10^5) and q queries, each a node v (1 <= v <= n) and a number k
   (0 <= k <= 10^18); every number as scanf's %lld reads it (an optional sign and digits), all
   separated by blanks.  Output per query, on a line: the k-th ancestor of v (v itself for
   k = 0, its parent for k = 1, its parent's parent for k = 2, ...), or 0 when v has fewer than
   k ancestors; then a last line "deepest D at V", D the most ancestors a node has and V the
   first node that has that many. */
#include <stdio.h>

#define MAXN 200000
#define LEVELS 18  /* 2^17 < MAXN < 2^18 */
#define LIMIT 1000000000000000000LL

static int up[LEVELS][MAXN + 1];  /* up[j][v]: the 2^j-th ancestor of v, 0 past the root */
static long depth[MAXN + 1];

int main(void) {
    long long n, q;
    if (scanf("%lld", &n) != 1 || n < 1 || n > MAXN) return 1;
    long deepest = 0, deepest_at = 1;
    for (long v = 1; v <= n; v++) {
        long long p;
        if (scanf("%lld", &p) != 1 || p < 0 || p >= v) return 1;
        up[0][v] = (int)p;
        depth[v] = p ? depth[p] + 1 : 0;
        if (depth[v] > deepest) {
            deepest = depth[v];
            deepest_at = v;
        }
        for (int j = 1; j < LEVELS; j++) up[j][v] = up[j - 1][up[j - 1][v]];
    }
    if (scanf("%lld", &q) != 1 || q < 1 || q > MAXN) return 1;
    for (long i = 0; i < q; i++) {
        long long v, k;
        if (scanf("%lld %lld", &v, &k) != 2 || v < 1 || v > n || k < 0 || k > LIMIT) return 1;
        if (k > depth[v]) {
            puts("0");
            continue;
        }
        long at = (long)v;
        for (int j = 0; j < LEVELS; j++)
            if (k >> j & 1) at = up[j][at];
        printf("%ld\n", at);
    }
    printf("deepest %ld at %ld\n", deepest, deepest_at);
    return 0;
}
