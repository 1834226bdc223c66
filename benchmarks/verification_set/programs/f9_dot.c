/* Sparse dot products.  Input: N (1 <= N <= 2 * 10^5), then N pairs "I V", the entries of a
   vector A (0 <= I <= 10^18, the indices all different, in any order; -10^6 <= V <= 10^6;
   every other entry of A is 0), then Q (1 <= Q <= 10^5), then Q queries, each K (1 <= K <= 10)
   and K pairs "I V" of the same bounds: a vector B whose entry I is the sum of the V given with
   index I (an index may come more than once), the others 0.  Every number as scanf's %lld reads
   it (an optional sign and digits).  Output per query, on a line: the dot product of A and B. */
#include <stdio.h>
#include <stdlib.h>

typedef struct {
    long long index, value;
} Entry;

static int by_index(const void *p, const void *q) {
    long long x = ((const Entry *)p)->index, y = ((const Entry *)q)->index;
    return (x > y) - (x < y);
}

#define TOP_INDEX 1000000000000000000LL

int main(void) {
    int n;
    if (scanf("%d", &n) != 1 || n < 1 || n > 200000) return 1;
    Entry *a = malloc(sizeof *a * (size_t)n);
    if (!a) return 1;
    for (int i = 0; i < n; i++)
        if (scanf("%lld %lld", &a[i].index, &a[i].value) != 2 || a[i].index < 0 ||
            a[i].index > TOP_INDEX || a[i].value < -1000000 || a[i].value > 1000000)
            return 1;
    qsort(a, (size_t)n, sizeof *a, by_index);
    for (int i = 1; i < n; i++)
        if (a[i].index == a[i - 1].index) return 1;
    int q;
    if (scanf("%d", &q) != 1 || q < 1 || q > 100000) return 1;
    while (q--) {
        int k;
        if (scanf("%d", &k) != 1 || k < 1 || k > 10) return 1;
        long long dot = 0;
        for (int j = 0; j < k; j++) {
            long long index, v;
            if (scanf("%lld %lld", &index, &v) != 2 || index < 0 || index > TOP_INDEX ||
                v < -1000000 || v > 1000000)
                return 1;
            int lo = 0, hi = n - 1;
            while (lo <= hi) {
                int mid = lo + (hi - lo) / 2;
                if (a[mid].index == index) {
                    dot += a[mid].value * v;
                    break;
                }
                if (a[mid].index < index) lo = mid + 1;
                else hi = mid - 1;
            }
        }
        printf("%lld\n", dot);
    }
    free(a);
    return 0;
}
