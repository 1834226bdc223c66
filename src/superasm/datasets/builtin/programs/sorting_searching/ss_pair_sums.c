/* Shell sort n seeded values, then count pairs i < j with a[i] + a[j] <= t by two pointers. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    long n = 0;
    long long t = 0;
    unsigned seed = 0;
    if (scanf("%ld %lld %u", &n, &t, &seed) != 3 || n < 0) n = 0;
    long long *a = malloc(sizeof(long long) * (size_t)(n + 1));
    if (!a) return 1;
    unsigned x = seed;
    for (long i = 0; i < n; i++) {
        x = x * 1664525u + 1013904223u;
        a[i] = (long long)(x >> 12) - 500000;
    }
    long gap = 1;
    while (gap < n / 3) gap = 3 * gap + 1;
    for (; gap > 0; gap /= 3)
        for (long i = gap; i < n; i++) {
            long long v = a[i];
            long j = i;
            while (j >= gap && a[j - gap] > v) {
                a[j] = a[j - gap];
                j -= gap;
            }
            a[j] = v;
        }
    long long pairs = 0;
    long lo = 0, hi = n - 1;
    while (lo < hi) {
        if (a[lo] + a[hi] <= t) {
            pairs += hi - lo;
            lo++;
        } else {
            hi--;
        }
    }
    printf("%lld\n", pairs);
    free(a);
    return 0;
}
