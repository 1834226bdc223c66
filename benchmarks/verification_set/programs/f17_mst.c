/* Minimum spanning trees over several test cases.  Input: T (1 <= T <= 10^4), then T cases,
   each n and m (1 <= n <= 10^5, 0 <= m <= 2 * 10^5) and m edges "u v w" between the vertices u
   and v (1 <= u, v <= n) of weight w (|w| <= 2 * 10^9), loops and parallel edges allowed; the
   n's of all cases add up to at most 2 * 10^5, and so do the m's.  Every number as scanf's
   %lld reads it (an optional sign and digits), all separated by blanks.  Output per case, on
   a line: "tree W" when the edges can join all n vertices, W the least total weight of n - 1
   edges that join them; else "forest K W", K the number of parts the edges join the vertices
   into and W the least total weight of n - K edges that join each part.  Then a last line
   "total S", S the sum of the W's. */
#include <stdio.h>
#include <stdlib.h>

#define MAXN 100000
#define MAXM 200000
#define MOST_WEIGHT 2000000000LL

struct edge {
    long long w;
    int u, v;
};

static struct edge e[MAXM];
static int parent[MAXN + 1];

static int lighter(const void *pa, const void *pb) {
    const struct edge *x = pa, *y = pb;
    return (x->w > y->w) - (x->w < y->w);
}

static int find(int v) {
    while (parent[v] != v) {
        parent[v] = parent[parent[v]];
        v = parent[v];
    }
    return v;
}

int main(void) {
    long long t, total = 0, all_n = 0, all_m = 0;
    if (scanf("%lld", &t) != 1 || t < 1 || t > 10000) return 1;
    while (t-- > 0) {
        long long n, m;
        if (scanf("%lld %lld", &n, &m) != 2 || n < 1 || n > MAXN || m < 0 || m > MAXM) return 1;
        all_n += n;
        all_m += m;
        if (all_n > 2 * MAXN || all_m > MAXM) return 1;
        for (long i = 0; i < m; i++) {
            long long u, v, w;
            if (scanf("%lld %lld %lld", &u, &v, &w) != 3 || u < 1 || u > n || v < 1 || v > n
                || w < -MOST_WEIGHT || w > MOST_WEIGHT) return 1;
            e[i].u = (int)u;
            e[i].v = (int)v;
            e[i].w = w;
        }
        qsort(e, (size_t)m, sizeof e[0], lighter);
        for (int v = 1; v <= n; v++) parent[v] = v;
        long long weight = 0, parts = n;
        for (long i = 0; i < m; i++) {
            int a = find(e[i].u), b = find(e[i].v);
            if (a == b) continue;
            parent[a] = b;
            weight += e[i].w;
            parts--;
        }
        if (parts == 1) printf("tree %lld\n", weight);
        else printf("forest %lld %lld\n", parts, weight);
        total += weight;
    }
    printf("total %lld\n", total);
    return 0;
}
