/* Distinct values in windows.  Input: T (1 <= T <= 10^4), then T cases, each N and K
   (1 <= K <= N <= 2 * 10^5) and N integers a_1 .. a_N; every number as scanf's %lld reads it
   (an optional sign and digits), |a_i| <= 10^18; the N of all the cases add up to at most
   2 * 10^5.  Output per case, on a line: "M P S", M the most different values in a window of K
   consecutive values, P the 1-based start of the first window with M of them, and S the sum
   over all the N - K + 1 windows of how many different values each holds. */
#include <stdio.h>
#include <stdlib.h>

#define LIMIT 1000000000000000000LL

struct item {
    long long value;
    int at;
};

static int by_value(const void *p, const void *q) {
    long long x = ((const struct item *)p)->value, y = ((const struct item *)q)->value;
    return (x > y) - (x < y);
}

int main(void) {
    int t;
    if (scanf("%d", &t) != 1 || t < 1 || t > 10000) return 1;
    struct item *items = malloc(sizeof *items * 200000);
    int *id = malloc(sizeof *id * 200000), *count = malloc(sizeof *count * 200000);
    if (!items || !id || !count) return 1;
    long total = 0;
    while (t--) {
        int n, k;
        if (scanf("%d %d", &n, &k) != 2 || k < 1 || n < k || n > 200000) return 1;
        total += n;
        if (total > 200000) return 1;
        for (int i = 0; i < n; i++) {
            if (scanf("%lld", &items[i].value) != 1 || items[i].value < -LIMIT ||
                items[i].value > LIMIT)
                return 1;
            items[i].at = i;
        }
        qsort(items, (size_t)n, sizeof *items, by_value);
        int ids = 0;
        for (int i = 0; i < n; i++) {
            if (i > 0 && items[i].value != items[i - 1].value) ids++;
            id[items[i].at] = ids;
        }
        for (int i = 0; i <= ids; i++) count[i] = 0;
        int distinct = 0, best = 0, best_at = 1;
        long long sum = 0;
        for (int i = 0; i < n; i++) {
            if (count[id[i]]++ == 0) distinct++;
            if (i >= k && --count[id[i - k]] == 0) distinct--;
            if (i >= k - 1) {
                sum += distinct;
                if (distinct > best) {
                    best = distinct;
                    best_at = i - k + 2;
                }
            }
        }
        printf("%d %d %lld\n", best, best_at, sum);
    }
    free(items);
    free(id);
    free(count);
    return 0;
}
