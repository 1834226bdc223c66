/* The k-th smallest value of a range, a counted list answering queries.  Input: n
   (1 <= n <= 10^5), then n integers a1 .. an (|a| <= 10^18), then q (1 <= q <= 10^5) and q
   queries, each three integers l, r and k (1 <= l <= r <= n, 1 <= k <= r - l + 1); every number
   as scanf's %lld reads it (an optional sign and digits), all separated by blanks.  Output per
   query, on a line: the k-th smallest of a_l .. a_r, equal values counted one by one (the k-th
   value of a_l .. a_r sorted); then a last line "distinct D", D the number of different values
   of the whole list. */
#include <stdio.h>
#include <stdlib.h>

#define MAXN 100000
#define NODES (MAXN * 18 + 1)  /* a path of 18 nodes per value: 2^17 >= MAXN leaves */

static long long a[MAXN], value[MAXN];
static int root[MAXN + 1];
static int left[NODES], right[NODES], count[NODES];  /* node 0: the empty tree */
static int used;

static int ascending(const void *pa, const void *pb) {
    long long x = *(const long long *)pa, y = *(const long long *)pb;
    return (x > y) - (x < y);
}

/* a copy of tree `prev` over the values lo .. hi with one more of value number `at` */
static int insert(int prev, long lo, long hi, long at) {
    int node = ++used;
    count[node] = count[prev] + 1;
    if (lo < hi) {
        long mid = lo + (hi - lo) / 2;
        if (at <= mid) {
            left[node] = insert(left[prev], lo, mid, at);
            right[node] = right[prev];
        } else {
            left[node] = left[prev];
            right[node] = insert(right[prev], mid + 1, hi, at);
        }
    }
    return node;
}

int main(void) {
    long long n;
    if (scanf("%lld", &n) != 1 || n < 1 || n > MAXN) return 1;
    for (long i = 0; i < n; i++) {
        if (scanf("%lld", &a[i]) != 1 || a[i] < -1000000000000000000LL
            || a[i] > 1000000000000000000LL) return 1;
        value[i] = a[i];
    }
    qsort(value, (size_t)n, sizeof value[0], ascending);
    long d = 0;
    for (long i = 0; i < n; i++)
        if (i == 0 || value[i] != value[d - 1]) value[d++] = value[i];
    for (long i = 0; i < n; i++) {
        long lo = 0, hi = d - 1;  /* the number of a[i] among the different values */
        while (lo < hi) {
            long mid = lo + (hi - lo) / 2;
            if (value[mid] < a[i]) lo = mid + 1;
            else hi = mid;
        }
        root[i + 1] = insert(root[i], 0, d - 1, lo);
    }
    long long q;
    if (scanf("%lld", &q) != 1 || q < 1 || q > 100000) return 1;
    while (q--) {
        long long l, r, k;
        if (scanf("%lld %lld %lld", &l, &r, &k) != 3 || l < 1 || l > r || r > n || k < 1
            || k > r - l + 1) return 1;
        int u = root[r], v = root[l - 1];
        long lo = 0, hi = d - 1;
        while (lo < hi) {
            long mid = lo + (hi - lo) / 2;
            long below = count[left[u]] - count[left[v]];
            if (k <= below) {
                u = left[u];
                v = left[v];
                hi = mid;
            } else {
                k -= below;
                u = right[u];
                v = right[v];
                lo = mid + 1;
            }
        }
        printf("%lld\n", value[lo]);
    }
    printf("distinct %ld\n", d);
    return 0;
}
