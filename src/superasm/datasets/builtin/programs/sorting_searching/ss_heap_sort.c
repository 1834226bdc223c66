/* In-place heap sort of n seeded 64-bit values (sift-down by hand); print a checksum of the
   sorted order and the number of comparisons. */
#include <stdio.h>
#include <stdlib.h>

static long long comparisons;

static void sift(unsigned long long *a, long start, long end) {
    long root = start;
    while (2 * root + 1 <= end) {
        long child = 2 * root + 1;
        comparisons++;
        if (child + 1 <= end && a[child] < a[child + 1]) child++;
        comparisons++;
        if (a[root] >= a[child]) return;
        unsigned long long t = a[root]; a[root] = a[child]; a[child] = t;
        root = child;
    }
}

int main(void) {
    long n = 0;
    unsigned long long seed = 0, mask = 0;
    if (scanf("%ld %llu %llu", &n, &seed, &mask) != 3 || n < 0) n = 0;
    unsigned long long *a = malloc(sizeof(unsigned long long) * (size_t)(n + 1));
    if (!a) return 1;
    unsigned long long x = seed;
    for (long i = 0; i < n; i++) {
        x = x * 2862933555777941757ULL + 3037000493ULL;
        a[i] = (x ^ (x >> 31)) & mask;
    }
    for (long s = n / 2 - 1; s >= 0; s--) sift(a, s, n - 1);
    for (long end = n - 1; end > 0; end--) {
        unsigned long long t = a[0]; a[0] = a[end]; a[end] = t;
        sift(a, 0, end - 1);
    }
    unsigned long long checksum = 0;
    for (long i = 0; i < n; i++) checksum = checksum * 31 + a[i];
    printf("%llu %lld\n", checksum, comparisons);
    free(a);
    return 0;
}
